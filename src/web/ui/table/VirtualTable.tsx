import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SearchBox } from './SearchBox';
import { TableSkeleton } from './TableSkeleton';
import { leastWidthOf } from './tableWidths';
import type { Column } from './tableView';
import { useTableLayout } from './useTableLayout';
import type { TableView } from './useTableView';
import { VirtualRow } from './VirtualRow';
import { VirtualTableHead } from './VirtualTableHead';

/** Every row is one line of this height (cells never wrap), so the table can place rows it has not rendered. */
export const VIRTUAL_ROW_HEIGHT = 44;
/** A row on a phone, its secondary fields stacked under the primary one: a default for two lines of them. */
export const STACKED_ROW_HEIGHT = 88;
const OVERSCAN = 8;
const noRows: readonly never[] = [];

export interface VirtualTableProps<Row> {
  /** Names the table for assistive technology, e.g. "Variables". */
  label: string;
  columns: readonly Column<Row>[];
  /** The rows, search and sort (`useTableView`). */
  view: TableView<Row>;
  getRowId: (row: Row) => string;
  /** Names the search box, e.g. "Search variables"; none without it. */
  searchLabel?: string;
  /** Buttons at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows at all. */
  empty?: ReactNode;
  /** Next to the search box, e.g. filters. */
  toolbar?: ReactNode;
  /** Under the toolbar, e.g. the bar of actions on the chosen rows. */
  above?: ReactNode;
  /** What the table says when filters (other than the search) leave no rows. */
  noRowsText?: string;
  /** The most the table grows to before it scrolls on its own (its header stays in sight). */
  maxHeight?: number | string;
  /** The height of a row on a phone, where the `stackOnPhone` columns stand under the primary one. */
  stackedRowHeight?: number;
}

/**
 * A table of many rows (thousands): sort by column, a search box, filters, row actions, and only the rows in view
 * (and a few either side) in the document. The layout is fixed, so columns keep their widths while rows come and go.
 */
export function VirtualTable<Row>({
  label,
  columns,
  view,
  getRowId,
  searchLabel,
  rowActions,
  empty,
  toolbar,
  above,
  noRowsText = 'Nothing to show.',
  maxHeight = '70vh',
  stackedRowHeight = STACKED_ROW_HEIGHT,
}: VirtualTableProps<Row>) {
  const { rows, visible, needle, setNeedle, sort, toggleSort } = view;
  const scrollArea = useRef<HTMLDivElement>(null);
  const [table, setTable] = useState<HTMLDivElement | null>(null);
  const layout = useTableLayout(columns, rows ?? noRows, table, rowActions !== undefined);
  const rowHeight = layout.stacks ? stackedRowHeight : VIRTUAL_ROW_HEIGHT;

  // A new key function makes the virtualizer measure every row again: kept while the rows and their height are, so
  // a scroll of thousands of rows costs what the rows in view cost.
  const getItemKey = useCallback(
    (index: number) => getRowId(visible[index]!),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new row height must place every row again
    [getRowId, visible, rowHeight],
  );
  // The virtualizer hands out fresh measurements on every scroll; nothing here relies on memoizing around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollArea.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey,
  });

  if (rows === undefined) return <TableSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (rows.length === 0 && empty) return <>{empty}</>;

  const span = layout.shown.length + (rowActions ? 1 : 0);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Stack spacing={1.5} ref={setTable}>
      {searchLabel || toolbar ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {searchLabel ? <SearchBox label={searchLabel} value={needle} onChange={setNeedle} /> : null}
          {toolbar}
        </Stack>
      ) : null}
      {above}
      <TableContainer component={Paper} variant="outlined" ref={scrollArea} sx={{ maxHeight }}>
        <Table
          size="small"
          stickyHeader
          aria-label={label}
          aria-rowcount={visible.length + 1}
          sx={{
            tableLayout: 'fixed',
            // Narrower, a fixed layout would squeeze a growing column to nothing: the table scrolls instead.
            minWidth: layout.stacks ? 0 : leastWidthOf(layout.shown, rowActions !== undefined),
          }}
        >
          <VirtualTableHead
            columns={layout.shown}
            sort={sort}
            onSort={toggleSort}
            hasActions={rowActions !== undefined}
          />
          <TableBody>
            {before > 0 ? (
              <tr aria-hidden style={{ height: before }}>
                <td colSpan={span} style={{ padding: 0, border: 0 }} />
              </tr>
            ) : null}
            {items.map((item) => (
              <VirtualRow
                key={item.key}
                row={visible[item.index]!}
                index={item.index}
                columns={layout.shown}
                stacked={layout.stacked}
                height={rowHeight}
                rowActions={rowActions}
              />
            ))}
            {after > 0 ? (
              <tr aria-hidden style={{ height: after }}>
                <td colSpan={span} style={{ padding: 0, border: 0 }} />
              </tr>
            ) : null}
            {visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
                    {needle ? `Nothing matches “${needle.trim()}”.` : noRowsText}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
