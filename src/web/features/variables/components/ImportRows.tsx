import { useMemo } from 'react';
import type { VariableResponse } from '../../../../contract';
import { InlineCheckbox } from '../../../ui/InlineCheckbox';
import { InlineSelect } from '../../../ui/InlineSelect';
import { MaskedValue } from '../../../ui/MaskedValue';
import { MiddleTruncated } from '../../../ui/MiddleTruncated';
import { MONOSPACE_FONT, monospaceWidth, textWidth } from '../../../ui/table/contentWidths';
import type { Column } from '../../../ui/table/tableView';
import { useTableView } from '../../../ui/table/useTableView';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { VirtualTable } from '../../../ui/table/VirtualTable';
import { existingAt, type ImportPlanRow } from '../model/importPlan';
import type { VariableLevel } from '../model/levels';

type IndexedRow = ImportPlanRow & { index: number };
// On a phone, a row holds its key, its value, then its scope select and secret switch.
const IMPORT_STACKED_ROW_HEIGHT = 112;
const indexOf = (row: IndexedRow) => String(row.index);
const KEY_SIZE = 13;
/** A native select's arrow and padding beside its label. */
const SELECT_CHROME = 40;
const keyWidth = (row: IndexedRow) => monospaceWidth(row.key, KEY_SIZE);

/**
 * The rows of an import under review: each one's key and value, the scope it goes to, secret or not, left out or
 * not, and what importing it does. The scope column is as wide as the longest scope's name, so the chosen one reads
 * in full.
 */
export function ImportRows({
  rows,
  levels,
  variables,
  overwrite,
  onChange,
}: {
  rows: readonly ImportPlanRow[];
  levels: readonly VariableLevel[];
  variables: readonly VariableResponse[];
  overwrite: boolean;
  onChange: (index: number, change: Partial<ImportPlanRow>) => void;
}) {
  const indexed = useMemo(() => rows.map((row, index) => ({ ...row, index })), [rows]);
  const scopeWidth = useMemo(() => {
    const widest = Math.max(...levels.map((level) => textWidth(level.label, 14)));
    return () => widest + SELECT_CHROME;
  }, [levels]);
  const columns: Column<IndexedRow>[] = [
    {
      id: 'included',
      header: '',
      width: 44,
      render: (row) => (
        <InlineCheckbox
          label={`Import ${row.key}`}
          checked={row.included}
          onChange={(included) => onChange(row.index, { included })}
        />
      ),
    },
    {
      id: 'key',
      header: 'Key',
      width: 120,
      contentWidth: keyWidth,
      primary: true,
      render: (row) => (
        <MiddleTruncated
          text={row.key}
          sx={{ fontFamily: MONOSPACE_FONT, fontSize: KEY_SIZE, fontWeight: 600 }}
        />
      ),
    },
    {
      id: 'value',
      header: 'Value',
      grow: true,
      stackOnPhone: 'line',
      render: (row) => <MaskedValue value={row.value} name={row.key} />,
    },
    {
      id: 'scope',
      header: 'Scope',
      width: 120,
      contentWidth: scopeWidth,
      stackOnPhone: 'inline',
      render: (row) => (
        <InlineSelect
          label={`Scope of ${row.key}`}
          hideLabel
          value={row.level}
          options={levels.map((level, index) => ({ value: index, label: level.label }))}
          onChange={(level) => onChange(row.index, { level })}
        />
      ),
    },
    {
      id: 'secret',
      header: 'Secret',
      width: 88,
      stackOnPhone: 'inline',
      keepWhole: true,
      render: (row) => (
        <ToggleSwitch
          label={`${row.key} is a secret`}
          checked={row.isSecret}
          onChange={(isSecret) => onChange(row.index, { isSecret })}
        />
      ),
    },
    {
      id: 'status',
      header: 'Result',
      width: 136,
      hideBelow: 'sm',
      render: (row) =>
        !row.included
          ? 'Left out'
          : existingAt(row, levels, variables)
            ? overwrite
              ? 'Overwrites'
              : 'Skipped: exists'
            : 'New',
    },
  ];
  const view = useTableView<IndexedRow>(indexed, columns);
  return (
    <VirtualTable
      label="Variables to import"
      columns={columns}
      view={view}
      getRowId={indexOf}
      maxHeight="50vh"
      stackedRowHeight={IMPORT_STACKED_ROW_HEIGHT}
    />
  );
}
