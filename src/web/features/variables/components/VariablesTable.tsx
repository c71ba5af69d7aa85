import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { VariableResponse, VariableType } from '../../../../contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ActionMenu } from '../../../ui/ActionMenu';
import { FilterChips } from '../../../ui/FilterChips';
import { MaskedValue } from '../../../ui/MaskedValue';
import { Box, Button, Stack, Typography } from '../../../ui/primitives';
import { SelectionBar } from '../../../ui/table/SelectionBar';
import { selectionColumn, useRowSelection } from '../../../ui/table/selection';
import type { Column } from '../../../ui/table/tableView';
import { useTableView } from '../../../ui/table/useTableView';
import { VirtualTable } from '../../../ui/table/VirtualTable';
import { ownLevel, whyNoAlias, whyNoOverride, type VariableContext } from '../model/levels';
import { isChangeable, originalOf, originOf, searchTextOf, typeWords } from '../model/rows';
import { VariableTypeBadge } from './VariableTypeBadge';

export interface VariableRowActions {
  onEdit: (variable: VariableResponse) => void;
  onAlias: (variable: VariableResponse) => void;
  onOverride: (variable: VariableResponse) => void;
  onDelete: (variables: VariableResponse[]) => void;
}

const idOf = (variable: VariableResponse) => variable.id;
const types: VariableType[] = ['VALUE', 'ALIAS', 'OVERRIDE', 'FILE', 'BUILT_IN'];
const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

function ValueCell({ variable }: { variable: VariableResponse }) {
  const original = originalOf(variable);
  if (variable.variable_type === 'ALIAS' && original)
    return (
      <Typography variant="body2" sx={{ ...monospace, color: 'text.secondary' }} noWrap>
        → {original.key}
      </Typography>
    );
  return <MaskedValue value={variable.is_secret ? null : (variable.value ?? '')} name={variable.key} />;
}

function KeyCell({ variable }: { variable: VariableResponse }) {
  return (
    <Box
      sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
      title={[variable.key, variable.mount_path && `Mounted at ${variable.mount_path}`, variable.description]
        .filter(Boolean)
        .join('\n')}
    >
      <Typography component="span" variant="body2" sx={{ ...monospace, fontWeight: 600 }} noWrap>
        {variable.key}
      </Typography>
      {variable.mount_path ? (
        <Typography component="span" variant="caption" sx={{ ...monospace, color: 'text.secondary', ml: 1 }}>
          {variable.mount_path}
        </Typography>
      ) : null}
    </Box>
  );
}

const dataColumns: Column<VariableResponse>[] = [
  {
    id: 'key',
    header: 'Key',
    // Built-in keys run long (PLATFORM_APPLICATION_Z<id>_HOST_INTERNAL): the key gets more than the masked value.
    width: '30%',
    primary: true,
    render: (variable) => <KeyCell variable={variable} />,
    sortValue: (variable) => variable.key,
  },
  {
    id: 'value',
    header: 'Value',
    grow: true,
    stackOnPhone: 'line',
    render: (variable) => <ValueCell variable={variable} />,
  },
  {
    id: 'type',
    header: 'Type',
    width: 160,
    stackOnPhone: 'inline',
    render: (variable) => <VariableTypeBadge type={variable.variable_type} secret={variable.is_secret} />,
    sortValue: (variable) => typeWords[variable.variable_type],
  },
  {
    id: 'scope',
    header: 'Scope',
    width: 190,
    hideBelow: 'sm',
    stackOnPhone: 'inline',
    render: (variable) => originOf(variable),
    sortValue: (variable) => originOf(variable),
  },
  {
    id: 'description',
    header: 'Description',
    width: '18%',
    hideBelow: 'xl',
    render: (variable) => variable.description ?? '',
    sortValue: (variable) => variable.description,
  },
  {
    id: 'updated',
    header: 'Updated',
    width: 128,
    hideBelow: 'md',
    render: (variable) => (
      <span title={formatDateTime(variable.updated_at ?? variable.created_at)}>
        {formatDate(variable.updated_at ?? variable.created_at)}
      </span>
    ),
    sortValue: (variable) => variable.updated_at ?? variable.created_at,
  },
];

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
  const counts = useMemo(() => {
    const byType = new Map<VariableType, number>();
    for (const variable of variables ?? [])
      byType.set(variable.variable_type, (byType.get(variable.variable_type) ?? 0) + 1);
    return byType;
  }, [variables]);

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

  return (
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
              .filter((type) => counts.has(type))
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
  );
}
