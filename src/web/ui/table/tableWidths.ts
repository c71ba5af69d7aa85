import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useState } from 'react';
import type { Column } from './tableView';

export type ColumnBreakpoint = NonNullable<Column<never>['hideBelow']>;

/**
 * The width a table needs before a column of each `hideBelow` shows. Columns hide by the table's own width, not the
 * window's: beside the sidebar (from 900 px) and the docked guide (from 1200 px) a table has 300 to 660 px less than
 * the window, and columns chosen by the window's width cut a name to two letters. Without the guide these widths
 * show about what the window's breakpoints did beside the sidebar (`xl`, 1232 px, is a 1536 px window).
 */
export const tableWidthFor: Record<ColumnBreakpoint, number> = { sm: 540, md: 720, lg: 900, xl: 1232 };

/** The container the cells of a table query (DataTable hides its columns with CSS container queries). */
export const TABLE_CONTAINER = 'data-table';

export const tableContainerSx = { containerType: 'inline-size', containerName: TABLE_CONTAINER } as const;

/** The style of a cell of a column hidden below `breakpoint`: hidden while its table is narrower. */
export function hiddenBelowSx(breakpoint: ColumnBreakpoint) {
  return { [`@container ${TABLE_CONTAINER} (width < ${tableWidthFor[breakpoint]}px)`]: { display: 'none' } };
}

/**
 * Which column breakpoints a table of this element's width reaches, for a table that leaves columns out rather than
 * hiding them by CSS (VirtualTable). Where the width cannot be watched (no ResizeObserver, as in jsdom), or before
 * the element is there, the window's breakpoints decide.
 */
export function useReachedWidths(element: HTMLElement | null): {
  reached: Record<ColumnBreakpoint, boolean>;
  /** The table's width, once measured. */
  width: number | null;
} {
  const theme = useTheme();
  const byWindow = {
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  if (width === null) return { reached: byWindow, width };
  const reached = {
    sm: width >= tableWidthFor.sm,
    md: width >= tableWidthFor.md,
    lg: width >= tableWidthFor.lg,
    xl: width >= tableWidthFor.xl,
  };
  return { reached, width };
}

/**
 * What a growing column keeps at least: a name cut to a few letters, or a masked value without its buttons, says
 * nothing, so the table scrolls sideways instead.
 */
export const GROW_MIN_WIDTH = 128;
/** The least a cell takes whatever its width says (a checkbox, an actions button). */
const CELL_MIN_WIDTH = 56;
const ACTIONS_WIDTH = 56;

/**
 * The least width at which each column gets its own: a fixed layout gives growing columns what the others leave,
 * which can be nothing. Fixed widths (a cell's width holds its padding) and growing minimums, over what the widths
 * in percent leave.
 */
export function leastWidthOf(columns: readonly Column<never>[], hasActions: boolean): number {
  let fixed = hasActions ? ACTIONS_WIDTH : 0;
  let share = 0;
  for (const column of columns) {
    if (column.grow || column.width === undefined) fixed += GROW_MIN_WIDTH;
    else if (typeof column.width === 'string' && column.width.endsWith('%'))
      share += parseFloat(column.width) / 100;
    else fixed += Math.max(CELL_MIN_WIDTH, parseFloat(String(column.width)) || 0);
  }
  return Math.ceil(fixed / Math.max(0.2, 1 - share));
}

const breakpointOrder = { sm: 1, md: 2, lg: 3, xl: 4 } as const;

/**
 * The columns a table of `width` has room for: while they need more, the one hidden at the widest breakpoint
 * (the last of those) goes first. Columns that never hide always stay, the table scrolling sideways if need be.
 */
export function fitWithin<Row>(
  columns: Column<Row>[],
  width: number | null,
  hasActions: boolean,
): Column<Row>[] {
  if (width === null) return columns;
  const fitting = [...columns];
  while (leastWidthOf(fitting, hasActions) > width) {
    const hideable = fitting
      .map((column, index) => ({ index, order: column.hideBelow ? breakpointOrder[column.hideBelow] : 0 }))
      .filter(({ order }) => order > 0)
      .sort((a, b) => b.order - a.order || b.index - a.index)[0];
    if (!hideable) break;
    fitting.splice(hideable.index, 1);
  }
  return fitting;
}
