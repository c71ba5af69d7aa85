import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | null | undefined;

export interface Column<Row> {
  id: string;
  /** Usually words; a selection column puts its select-all checkbox here. */
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  align?: 'left' | 'right';
  width?: number | string;
  /**
   * What a cell's content needs in px, without the cell's padding: the column then takes what its widest row
   * needs, between its `width` (in px, the least it keeps) and a share of the table (see `withContentWidths`).
   */
  contentWidth?: (row: Row) => number;
  /** Takes the width left by the other columns and cuts its text short (a description); others never wrap. */
  grow?: boolean;
  /** Hidden in a table narrower than the width this breakpoint stands for (`tableWidthFor`). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * On phones, shown under the primary column's content rather than in a column of its own (VirtualTable): `line`
   * on a line of its own, `inline` on one last line beside the other inline ones.
   */
  stackOnPhone?: 'line' | 'inline';
  /** On phones, never cut among the stacked fields (a badge): the others give way first. */
  keepWhole?: boolean;
  /** On phones, the column the stacked ones are shown under. */
  primary?: boolean;
}

export interface Sort {
  column: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  // Missing values go last whichever way the column is sorted.
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows a search keeps, by the text `searchText` gives of each (case and surrounding blanks aside): what a
 * filter's count says it would show.
 */
export function matchingSearch<Row>(
  rows: readonly Row[],
  search: string | undefined,
  searchText: ((row: Row) => string) | undefined,
): Row[] {
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  return needle && searchText
    ? rows.filter((row) => searchText(row).toLocaleLowerCase().includes(needle))
    : [...rows];
}

/** The rows to show: those matching the search, in the chosen order. Pure, so it is cheap to test. */
export function viewRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  options: { search?: string; searchText?: (row: Row) => string; sort?: Sort | null },
): Row[] {
  const filtered = matchingSearch(rows, options.search, options.searchText);
  const sortValue = columns.find((column) => column.id === options.sort?.column)?.sortValue;
  if (!options.sort || !sortValue) return filtered;
  const sign = options.sort.direction === 'asc' ? 1 : -1;
  return filtered
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const missingA = a.value == null || a.value === '';
      const missingB = b.value == null || b.value === '';
      if (missingA || missingB) return compare(a.value, b.value) || a.index - b.index;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
