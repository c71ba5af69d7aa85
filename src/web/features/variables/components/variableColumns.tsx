import type { VariableResponse } from '../../../../contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { Column } from '../../../ui/table/tableView';
import type { VariableLevel } from '../model/levels';
import type { OverrideStanding } from '../model/overrides';
import { originOf, typeWords } from '../model/rows';
import { OverrideMark, overrideMarkWidth, type OverrideMarkKind } from './OverrideMark';
import { KeyCell, keyCellWidth, ValueCell } from './VariableCells';
import { typeBadgeWidth, VariableTypeBadge } from './VariableTypeBadge';

/** The mark a row gets against the other definitions of its key, if any. */
function markOf(
  variable: VariableResponse,
  standing: OverrideStanding | undefined,
): { kind: OverrideMarkKind; other: VariableResponse } | undefined {
  if (standing?.overriddenBy) return { kind: 'overridden', other: standing.overriddenBy };
  // An override says so in its type already.
  if (standing?.overrides && variable.variable_type !== 'OVERRIDE')
    return { kind: 'overrides', other: standing.overrides };
  return undefined;
}

/**
 * The columns of the variables table. Key and type take the width their rows need (built-in keys run long,
 * `PLATFORM_APPLICATION_Z<id>_HOST_INTERNAL`), the masked value what is left.
 */
export function variableColumns(
  standings: ReadonlyMap<string, OverrideStanding>,
  levels: readonly VariableLevel[],
): Column<VariableResponse>[] {
  const scopeOf = (variable: VariableResponse) =>
    levels.find((level) => level.scope === variable.scope && level.parentId === variable.parent_id)?.label ??
    originOf(variable);
  return [
    {
      id: 'key',
      header: 'Key',
      width: 160,
      contentWidth: keyCellWidth,
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
      width: 96,
      contentWidth: (variable) => {
        const mark = markOf(variable, standings.get(variable.id));
        return (
          typeBadgeWidth(variable.variable_type, variable.is_secret) +
          (mark ? overrideMarkWidth(mark.kind) : 0)
        );
      },
      stackOnPhone: 'inline',
      keepWhole: true,
      render: (variable) => {
        const mark = markOf(variable, standings.get(variable.id));
        return (
          <span className="variable-type">
            <VariableTypeBadge type={variable.variable_type} secret={variable.is_secret} />
            {mark ? <OverrideMark kind={mark.kind} scope={scopeOf(mark.other)} /> : null}
          </span>
        );
      },
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
}
