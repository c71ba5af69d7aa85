import Checkbox from '@mui/material/Checkbox';
import { useState, type Ref } from 'react';
import type { Column } from './tableView';

/** Which rows of a table are chosen, by id. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Chooses (or lets go of) all these rows at once. */
  setMany: (ids: readonly string[], chosen: boolean) => void;
  clear: () => void;
}

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    setMany: (ids, chosen) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (chosen) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

// Dense, so a row keeps the height of its text; pulled left so the column stays narrow.
const checkboxSx = { p: 0.5, my: -0.5, ml: -0.75, mr: -1 };

interface SelectionColumnOptions<Row> {
  /** The rows shown now: the header's checkbox chooses or lets go of them all. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selection: RowSelection;
  /** Names a row's checkbox, e.g. "Select web". */
  rowLabel: (row: Row) => string;
  /** Names the header's checkbox, e.g. "Select all services". */
  allLabel: string;
  /** The header's checkbox, to move focus back to it. */
  headerRef?: Ref<HTMLInputElement>;
}

/** A first column of checkboxes; the header's one is checked, indeterminate or clear as the shown rows are. */
export function selectionColumn<Row>({
  rows,
  getRowId,
  selection,
  rowLabel,
  allLabel,
  headerRef,
}: SelectionColumnOptions<Row>): Column<Row> {
  const ids = rows.map(getRowId);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  return {
    id: 'select',
    width: '1px',
    header: (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={ids.length === 0}
        onChange={() => selection.setMany(ids, !all)}
        slotProps={{ input: { 'aria-label': allLabel, ref: headerRef } }}
        sx={checkboxSx}
      />
    ),
    render: (row) => {
      const id = getRowId(row);
      return (
        <Checkbox
          size="small"
          checked={selection.selected.has(id)}
          onChange={() => selection.toggle(id)}
          slotProps={{ input: { 'aria-label': rowLabel(row) } }}
          sx={checkboxSx}
        />
      );
    },
  };
}
