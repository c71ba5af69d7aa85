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
export function useReachedWidths(element: HTMLElement | null): Record<ColumnBreakpoint, boolean> {
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
  if (width === null) return byWindow;
  return {
    sm: width >= tableWidthFor.sm,
    md: width >= tableWidthFor.md,
    lg: width >= tableWidthFor.lg,
    xl: width >= tableWidthFor.xl,
  };
}
