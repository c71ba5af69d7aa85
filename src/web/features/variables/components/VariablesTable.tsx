import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { VariableResponse, VariableType } from '../../../../contract';
import { ActionMenu } from '../../../ui/ActionMenu';
import { TooltipScope } from '../../../ui/DelegatedTooltip';
import { FilterChips } from '../../../ui/FilterChips';
import { Button, Stack } from '../../../ui/primitives';
import { SelectionBar } from '../../../ui/table/SelectionBar';
import { selectionColumn, useRowSelection } from '../../../ui/table/selection';
import { matchingSearch, type Column } from '../../../ui/table/tableView';
import { useTableView } from '../../../ui/table/useTableView';
import { VirtualTable } from '../../../ui/table/VirtualTable';
import { levelsOf, ownLevel, whyNoAlias, whyNoOverride, type VariableContext } from '../model/levels';
import { overrideStandings } from '../model/overrides';
import { isChangeable, originOf, searchTextOf, typeWords } from '../model/rows';
import { variableColumns } from './variableColumns';
import { variableRowsSx } from './variableRowsSx';

export interface VariableRowActions {
  onEdit: (variable: VariableResponse) => void;
  onAlias: (variable: VariableResponse) => void;
  onOverride: (variable: VariableResponse) => void;
  onDelete: (variables: VariableResponse[]) => void;
}

const idOf = (variable: VariableResponse) => variable.id;
const types: VariableType[] = ['VALUE', 'ALIAS', 'OVERRIDE', 'FILE', 'BUILT_IN'];

/**
 * The variables reaching one record, whatever the scope: key, value (hidden; secrets never shown), type, where it
 * comes from, description and last change. Sort, search, filter by type, and delete several at once.
 */
export function VariablesTable({
  variables,
  context,
  actions,
  toolbar,
  empty,
  canWrite,
}: {
  variables: readonly VariableResponse[] | undefined;
  context: VariableContext;
  actions: VariableRowActions;
  /** Buttons beside the search (new variable, import, export). */
  toolbar?: ReactNode;
  /** Shown instead of the table when nothing reaches the record. */
  empty?: ReactNode;
  canWrite: boolean;
}) {
  const level = ownLevel(context);
  const [shownTypes, setShownTypes] = useState<ReadonlySet<VariableType>>(new Set());
  const filter = useCallback(
    (variable: VariableResponse) => shownTypes.size === 0 || shownTypes.has(variable.variable_type),
    [shownTypes],
  );
  const standings = useMemo(() => overrideStandings(variables ?? []), [variables]);
  const levels = levelsOf(context);
  const levelsKey = levels.map((one) => `${one.scope} ${one.parentId} ${one.label}`).join('\n');
  // The context is a new object on every render; its levels' key says when the columns must change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what the levels say, not their identity
  const stableLevels = useMemo(() => levels, [levelsKey]);
  const dataColumns = useMemo(() => variableColumns(standings, stableLevels), [standings, stableLevels]);
  const view = useTableView(variables, dataColumns, {
    searchText: searchTextOf,
    filter,
    initialSort: { column: 'key', direction: 'asc' },
  });
  const selection = useRowSelection();
  const changeable = useMemo(
    () => view.visible.filter((variable) => isChangeable(variable, level)),
    [view.visible, level],
  );
  // A chip counts the rows it would show: those the search keeps, whatever types are chosen.
  const present = useMemo(
    () => new Set((variables ?? []).map((variable) => variable.variable_type)),
    [variables],
  );
  const counts = useMemo(() => {
    const byType = new Map<VariableType, number>();
    for (const variable of matchingSearch(variables ?? [], view.needle, searchTextOf))
      byType.set(variable.variable_type, (byType.get(variable.variable_type) ?? 0) + 1);
    return byType;
  }, [variables, view.needle]);

  const select = selectionColumn({
    rows: changeable,
    getRowId: (variable) => variable.id,
    selection,
    rowLabel: (variable) => `Select ${variable.key}`,
    allLabel: 'Select all variables of this scope',
  });
  const columns: Column<VariableResponse>[] = canWrite
    ? [
        {
          ...select,
          width: 56,
          render: (variable) => (isChangeable(variable, level) ? select.render(variable) : null),
        },
        ...dataColumns,
      ]
    : dataColumns;
  const chosen = (variables ?? []).filter(
    (variable) => selection.selected.has(variable.id) && isChangeable(variable, level),
  );

  const rowActions = (variable: VariableResponse) => {
    const own = isChangeable(variable, level);
    const notOwn =
      variable.variable_type === 'BUILT_IN'
        ? 'Built-in variables are the platform’s and read-only.'
        : own
          ? undefined
          : `Defined at ${originOf(variable).toLowerCase()}: change it there, or override it here.`;
    const readOnly = canWrite ? undefined : 'Your role cannot change variables.';
    return (
      <ActionMenu
        label={`Actions for ${variable.key}`}
        iconOnly
        items={[
          {
            key: 'edit',
            label: 'Edit',
            icon: <EditOutlinedIcon fontSize="small" />,
            onSelect: () => actions.onEdit(variable),
            disabledReason: readOnly ?? notOwn,
          },
          {
            key: 'alias',
            label: 'Create alias',
            icon: <LinkIcon fontSize="small" />,
            onSelect: () => actions.onAlias(variable),
            disabledReason: readOnly ?? whyNoAlias(variable),
          },
          {
            key: 'override',
            label: 'Create override',
            icon: <LayersOutlinedIcon fontSize="small" />,
            onSelect: () => actions.onOverride(variable),
            disabledReason: readOnly ?? whyNoOverride(variable, context),
          },
          {
            key: 'delete',
            label: 'Delete',
            icon: <DeleteOutlineIcon fontSize="small" />,
            destructive: true,
            onSelect: () => actions.onDelete([variable]),
            disabledReason: readOnly ?? notOwn,
          },
        ]}
      />
    );
  };

  // The rows' cells are plain elements styled here once, and their buttons share the scope's one tooltip.
  return (
    <TooltipScope sx={variableRowsSx}>
      <VirtualTable
        label="Variables"
        columns={columns}
        view={view}
        getRowId={idOf}
        searchLabel="Search variables"
        rowActions={rowActions}
        empty={empty}
        noRowsText="No variable of the chosen types."
        toolbar={
          <>
            <FilterChips
              label="Filter by type"
              options={types
                .filter((type) => present.has(type))
                .map((type) => ({ value: type, label: typeWords[type], count: counts.get(type) ?? 0 }))}
              selected={shownTypes}
              onChange={setShownTypes}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { md: 'auto' }, flexWrap: 'wrap' }}>
              {toolbar}
            </Stack>
          </>
        }
        above={
          <SelectionBar label="Selected variables" count={chosen.length} onClear={selection.clear}>
            <Button
              size="small"
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => actions.onDelete(chosen)}
            >
              Delete
            </Button>
          </SelectionBar>
        }
      />
    </TooltipScope>
  );
}
