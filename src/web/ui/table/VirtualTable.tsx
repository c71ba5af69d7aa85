import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SearchBox } from './SearchBox';
import { TableSkeleton } from './TableSkeleton';
import { fitWithin, leastWidthOf, useReachedWidths } from './tableWidths';
import type { Column } from './tableView';
import type { TableView } from './useTableView';

/** Every row is one line of this height (cells never wrap), so the table can place rows it has not rendered. */
export const VIRTUAL_ROW_HEIGHT = 44;
/** A row on a phone, its secondary fields stacked under the primary one: a default for two lines of them. */
export const STACKED_ROW_HEIGHT = 88;
const OVERSCAN = 8;

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

// Every row exactly as high as the virtualizer places it, whatever its cells hold (a chip, buttons, plain text).
const rowCellSx = (height: number) => ({ py: 0, height }) as const;

/**
 * The columns a table this wide shows. A column hidden by a breakpoint is left out rather than hidden by CSS: in a table
 * of fixed layout a cell of `display: none` still holds its column's width, leaving a blank band beside the rows.
 * A column that would leave the others too little room is left out too (see `fitWithin`).
 * In a table as narrow as a phone, the `stackOnPhone` columns stand under the primary one instead of beside it.
 */
function useTableLayout<Row>(
  columns: readonly Column<Row>[],
  table: HTMLElement | null,
  hasActions: boolean,
) {
  const { reached, width } = useReachedWidths(table);
  const fitting = fitWithin(
    columns.filter((column) => !column.hideBelow || reached[column.hideBelow]),
    width,
    hasActions,
  );
  const stacks = !reached.sm && fitting.some((column) => column.primary);
  return {
    stacks,
    // The primary column takes the width the stacked ones leave.
    shown: stacks
      ? fitting
          .filter((column) => !column.stackOnPhone)
          .map((column) => (column.primary ? { ...column, width: undefined, grow: true } : column))
      : fitting,
    stacked: stacks ? columns.filter((column) => column.stackOnPhone) : [],
  };
}

/** A growing column takes what the fixed ones leave; a fixed one keeps its width whatever rows are in view. */
function cellSx(column: Column<never>) {
  return {
    width: column.grow ? undefined : column.width,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
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
  const layout = useTableLayout(columns, table, rowActions !== undefined);
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
          <TableHead>
            <TableRow aria-rowindex={1}>
              {layout.shown.map((column) => {
                const active = sort?.column === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? sort.direction : false}
                    sx={cellSx(column)}
                  >
                    {column.sortValue ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {rowActions ? (
                <TableCell align="right" sx={{ width: 56, position: 'relative' }}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
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

interface VirtualRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  /** On a phone, the columns shown under the primary one's content. */
  stacked: readonly Column<Row>[];
  height: number;
  rowActions: ((row: Row) => ReactNode) | undefined;
}

/** A stacked column's content, named by its header for those who cannot see where it stands. */
function StackedField<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        display: 'flex',
        alignItems: 'center',
        flexShrink: 1,
      }}
    >
      {typeof column.header === 'string' && column.header ? (
        <VisuallyHidden>{column.header}: </VisuallyHidden>
      ) : null}
      {column.render(row)}
    </Box>
  );
}

/**
 * One row. Memoized: scrolling re-renders the table on every frame, and only the rows coming into view need
 * rendering then, not those already shown.
 */
const VirtualRow = memo(function VirtualRow<Row>({
  row,
  index,
  columns,
  stacked,
  height,
  rowActions,
}: VirtualRowProps<Row>) {
  return (
    <TableRow hover aria-rowindex={index + 2} sx={{ height }}>
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align} sx={{ ...cellSx(column), ...rowCellSx(height) }}>
          {column.primary && stacked.length > 0 ? (
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {column.render(row)}
              </Box>
              {stacked
                .filter((other) => other.stackOnPhone === 'line')
                .map((other) => (
                  <StackedField key={other.id} column={other} row={row} />
                ))}
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', minWidth: 0, overflow: 'hidden' }}
              >
                {stacked
                  .filter((other) => other.stackOnPhone === 'inline')
                  .map((other) => (
                    <StackedField key={other.id} column={other} row={row} />
                  ))}
              </Stack>
            </Stack>
          ) : (
            column.render(row)
          )}
        </TableCell>
      ))}
      {rowActions ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...rowCellSx(height) }}>
          {rowActions(row)}
        </TableCell>
      ) : null}
    </TableRow>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;
