import { useMemo } from 'react';
import { withContentWidths } from './contentWidths';
import { fitWithin, useReachedWidths } from './tableWidths';
import type { Column } from './tableView';

/** The width a table is laid out for before it is measured: about what the window leaves it. */
const fallbackWidth = () => (typeof window === 'undefined' ? 1024 : window.innerWidth);

/**
 * The columns a table this wide shows. A column hidden by a breakpoint is left out rather than hidden by CSS: in a table
 * of fixed layout a cell of `display: none` still holds its column's width, leaving a blank band beside the rows.
 * Columns that measure their content take what their rows need (`withContentWidths`). A column that would leave
 * the others too little room is left out too (see `fitWithin`).
 * In a table as narrow as a phone, the `stackOnPhone` columns stand under the primary one instead of beside it.
 * The same columns and rows at the same width give the same arrays: the rows, memoized on them, then stay as they are
 * while the table scrolls.
 */
export function useTableLayout<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  table: HTMLElement | null,
  hasActions: boolean,
) {
  const { reached, width } = useReachedWidths(table);
  const { sm, md, lg, xl } = reached;
  return useMemo(() => {
    const reachedNow = { sm, md, lg, xl };
    const measured = withContentWidths(columns, rows, width ?? fallbackWidth());
    const fitting = fitWithin(
      measured.filter((column) => !column.hideBelow || reachedNow[column.hideBelow]),
      width,
      hasActions,
    );
    const stacks = !sm && fitting.some((column) => column.primary);
    return {
      stacks,
      // The primary column takes the width the stacked ones leave.
      shown: stacks
        ? fitting
            .filter((column) => !column.stackOnPhone)
            .map((column) => (column.primary ? { ...column, width: undefined, grow: true } : column))
        : fitting,
      stacked: stacks ? measured.filter((column) => column.stackOnPhone) : [],
    };
  }, [columns, rows, width, sm, md, lg, xl, hasActions]);
}
