import { useMemo, useState } from 'react';
import { viewRows, type Column, type Sort } from './tableView';

/** What a table shows of its rows: the search typed, the sort chosen, and the rows they leave in order. */
export interface TableView<Row> {
  /** Undefined while loading. */
  rows: readonly Row[] | undefined;
  visible: readonly Row[];
  needle: string;
  setNeedle: (needle: string) => void;
  sort: Sort | null;
  toggleSort: (column: string) => void;
}

/**
 * The view of a table kept outside it, so what depends on the rows shown (a "select all" checkbox, a count) reads
 * the same rows the table renders. `filter` is applied before the search; pass a stable function.
 */
export function useTableView<Row>(
  rows: readonly Row[] | undefined,
  columns: readonly Column<Row>[],
  options: { searchText?: (row: Row) => string; filter?: (row: Row) => boolean; initialSort?: Sort } = {},
): TableView<Row> {
  const { searchText, filter, initialSort } = options;
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [needle, setNeedle] = useState('');
  const visible = useMemo(
    () =>
      rows
        ? viewRows(filter ? rows.filter(filter) : rows, columns, { search: needle, searchText, sort })
        : [],
    [rows, filter, columns, needle, searchText, sort],
  );
  const toggleSort = (column: string) =>
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
  return { rows, visible, needle, setNeedle, sort, toggleSort };
}
