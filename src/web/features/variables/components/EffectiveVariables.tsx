import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EffectiveVariable } from '../../../../contract';
import { MaskedValue } from '../../../ui/MaskedValue';
import { PageState } from '../../../ui/PageState';
import { MiddleTruncated } from '../../../ui/MiddleTruncated';
import { Stack, Typography } from '../../../ui/primitives';
import { MONOSPACE_FONT, monospaceWidth } from '../../../ui/table/contentWidths';
import type { Column } from '../../../ui/table/tableView';
import { useTableView } from '../../../ui/table/useTableView';
import { VirtualTable } from '../../../ui/table/VirtualTable';
import { effectiveVariablesQueryOptions } from '../api/getVariables';
import { scopeLabel, type VariableServiceKind } from '../model/levels';
import { typeWords } from '../model/rows';

/** Where a final value comes from, in words: "Override at environment, of PROJECT_KEY (project)". */
export function sourceOf(variable: EffectiveVariable): string {
  if (variable.variable_type === 'BUILT_IN') return 'Built-in, made by the platform';
  const at = `${typeWords[variable.variable_type]} at ${scopeLabel(variable.scope).toLowerCase()}`;
  const from = variable.value_from;
  const fromOther = from.id !== variable.variable_id;
  return fromOther ? `${at}, from ${from.key} (${scopeLabel(from.scope).toLowerCase()})` : at;
}

const columns: Column<EffectiveVariable>[] = [
  {
    id: 'key',
    header: 'Key',
    width: 160,
    // Built-in keys run long and differ by their end: as wide as they need, cut in the middle past that.
    contentWidth: (variable) => monospaceWidth(variable.key, 13),
    sortValue: (variable) => variable.key,
    render: (variable) => (
      <MiddleTruncated
        text={variable.key}
        sx={{ fontFamily: MONOSPACE_FONT, fontSize: 13, fontWeight: 600 }}
      />
    ),
  },
  {
    id: 'value',
    header: 'Final value',
    grow: true,
    render: (variable) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <MaskedValue value={variable.is_secret ? null : (variable.value ?? '')} name={variable.key} />
        {variable.missing_references.length > 0 ? (
          <Typography variant="caption" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>
            Missing: {variable.missing_references.join(', ')}
          </Typography>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'source',
    header: 'Comes from',
    width: '30%',
    sortValue: (variable) => sourceOf(variable),
    render: (variable) => (
      <span
        title={
          variable.shadowed.length > 0
            ? `Wins over ${variable.shadowed.length} wider definition(s)`
            : undefined
        }
      >
        {sourceOf(variable)}
        {variable.mount_path ? `, mounted at ${variable.mount_path}` : ''}
      </span>
    ),
  },
];

const keyOf = (variable: EffectiveVariable) => variable.key;
const searchText = (variable: EffectiveVariable) => `${variable.key}\n${sourceOf(variable)}`;

/** What the service receives once scopes, overrides, aliases and built-ins are applied, and where each comes from. */
export function EffectiveVariables({ kind, serviceId }: { kind: VariableServiceKind; serviceId: string }) {
  const query = useQuery(effectiveVariablesQueryOptions(kind, serviceId));
  return (
    <PageState query={query} action="read the service’s effective variables">
      {(data) => <EffectiveTable variables={data.results} />}
    </PageState>
  );
}

function EffectiveTable({ variables }: { variables: readonly EffectiveVariable[] }) {
  const view = useTableView(variables, columns, {
    searchText,
    initialSort: { column: 'key', direction: 'asc' },
  });
  const missing = useMemo(
    () => variables.filter((variable) => variable.missing_references.length > 0),
    [variables],
  );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Project, then environment, then service: a narrower scope wins, overrides replace values and aliases
        add keys.
      </Typography>
      {missing.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'error.main' }} role="status">
          {missing.length === 1
            ? `${missing[0]!.key} refers to a key no variable defines.`
            : `${missing.map((variable) => variable.key).join(', ')} refer to keys no variable defines.`}
        </Typography>
      ) : null}
      <VirtualTable
        label="Effective variables"
        columns={columns}
        view={view}
        getRowId={keyOf}
        searchLabel="Search effective variables"
      />
    </Stack>
  );
}
