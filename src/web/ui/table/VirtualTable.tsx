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
import { memo, useCallback, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SearchBox } from './SearchBox';
import { TableSkeleton } from './TableSkeleton';
import type { Column } from './tableView';
import type { TableView } from './useTableView';

/** Every row is one line of this height (cells never wrap), so the table can place rows it has not rendered. */
export const VIRTUAL_ROW_HEIGHT = 44;
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
}

// Every row exactly as high as the virtualizer places it, whatever its cells hold (a chip, buttons, plain text).
const rowCellSx = { py: 0, height: VIRTUAL_ROW_HEIGHT } as const;

/** A growing column takes what the fixed ones leave; a fixed one keeps its width whatever rows are in view. */
function cellSx(column: Column<never>) {
  return {
    ...(column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : {}),
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
}: VirtualTableProps<Row>) {
  const { rows, visible, needle, setNeedle, sort, toggleSort } = view;
  const scrollArea = useRef<HTMLDivElement>(null);

  // A new key function makes the virtualizer measure every row again: kept while the rows are, so a scroll of
  // thousands of rows costs what the rows in view cost.
  const getItemKey = useCallback((index: number) => getRowId(visible[index]!), [getRowId, visible]);
  // The virtualizer hands out fresh measurements on every scroll; nothing here relies on memoizing around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollArea.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey,
  });

  if (rows === undefined) return <TableSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (rows.length === 0 && empty) return <>{empty}</>;

  const span = columns.length + (rowActions ? 1 : 0);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Stack spacing={1.5}>
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
          sx={{ tableLayout: 'fixed', minWidth: 640 }}
        >
          <TableHead>
            <TableRow aria-rowindex={1}>
              {columns.map((column) => {
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
                columns={columns}
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
  rowActions: ((row: Row) => ReactNode) | undefined;
}

/**
 * One row. Memoized: scrolling re-renders the table on every frame, and only the rows coming into view need
 * rendering then, not those already shown.
 */
const VirtualRow = memo(function VirtualRow<Row>({ row, index, columns, rowActions }: VirtualRowProps<Row>) {
  return (
    <TableRow hover aria-rowindex={index + 2} sx={{ height: VIRTUAL_ROW_HEIGHT }}>
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align} sx={{ ...cellSx(column), ...rowCellSx }}>
          {column.render(row)}
        </TableCell>
      ))}
      {rowActions ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...rowCellSx }}>
          {rowActions(row)}
        </TableCell>
      ) : null}
    </TableRow>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;
