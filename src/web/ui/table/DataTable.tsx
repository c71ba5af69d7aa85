import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SearchBox } from './SearchBox';
import { SortableHeaderCell } from './SortableHeaderCell';
import { TableSkeleton } from './TableSkeleton';
import { GROW_MIN_WIDTH, hiddenBelowSx, tableContainerSx } from './tableWidths';
import { viewRows, type Column, type Sort } from './tableView';

export interface DataTableProps<Row> {
  /** Names the table for assistive technology, e.g. "Projects". */
  label: string;
  columns: readonly Column<Row>[];
  /** Undefined while loading. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  loading?: boolean;
  /** Adds a search box filtering rows on this text. */
  search?: { label: string; text: (row: Row) => string };
  /** Buttons at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * What a row opens: shown under it across the whole table when not null (the row holds the button that opens and
   * closes it, with aria-expanded).
   */
  rowDetail?: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows at all. */
  empty?: ReactNode;
  initialSort?: Sort;
  /** Next to the search box, e.g. filters. */
  toolbar?: ReactNode;
  /** What the table says when filters (other than the search) leave no rows. */
  noRowsText?: string;
}

/**
 * Cell layout of a column: hidden in a narrow table, and either growing (and truncating) or never wrapping. Growing
 * columns share the width left by the others: were each to ask for all of it, the first would take it and leave the
 * next a letter or two.
 */
function cellSx(column: Column<never>, growShare: string) {
  return {
    ...(column.hideBelow ? hiddenBelowSx(column.hideBelow) : {}),
    ...(column.grow
      ? {
          width: growShare,
          maxWidth: 0,
          minWidth: GROW_MIN_WIDTH,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }
      : { whiteSpace: 'nowrap', width: column.width }),
  };
}

/** The width each growing column asks for, as a share of the table's. */
function growShareOf<Row>(columns: readonly Column<Row>[]): string {
  const growing = columns.filter((column) => column.grow).length;
  return `${Math.round(10_000 / Math.max(growing, 1)) / 100}%`;
}

// A row opened and what it opened read as one; a tint light enough to keep coloured chips on it legible.
const openSx = { bgcolor: 'action.hover' } as const;

/** A list of resources as configuration: columns, sort by column, a search box, row actions, an empty state. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  search,
  rowActions,
  rowDetail,
  empty,
  initialSort,
  toolbar,
  noRowsText = 'Nothing to show.',
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [needle, setNeedle] = useState('');

  if (loading || rows === undefined) return <TableSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (rows.length === 0 && empty) return <>{empty}</>;

  const visible = viewRows(rows, columns, { search: needle, searchText: search?.text, sort });
  const toggleSort = (column: string) =>
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
  const span = columns.length + (rowActions ? 1 : 0);
  const growShare = growShareOf(columns);

  return (
    <Stack spacing={1.5} sx={tableContainerSx}>
      {search || toolbar ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {search ? <SearchBox label={search.label} value={needle} onChange={setNeedle} /> : null}
          {toolbar}
        </Stack>
      ) : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortableHeaderCell
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSort={toggleSort}
                  sx={cellSx(column, growShare)}
                />
              ))}
              {rowActions ? (
                // Positioned, so the hidden label stays inside the scrolling table.
                <TableCell align="right" sx={{ width: 1, position: 'relative' }}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => {
              const detail = rowDetail?.(row) ?? null;
              return (
                <Fragment key={getRowId(row)}>
                  <TableRow hover sx={detail !== null ? openSx : undefined}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.align}
                        sx={[cellSx(column, growShare), detail !== null && { borderBottom: 0 }]}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                    {rowActions ? (
                      <TableCell
                        align="right"
                        sx={{ whiteSpace: 'nowrap', py: 0.25, ...(detail !== null && { borderBottom: 0 }) }}
                      >
                        {rowActions(row)}
                      </TableCell>
                    ) : null}
                  </TableRow>
                  {detail !== null ? (
                    <TableRow sx={openSx}>
                      <TableCell colSpan={span} sx={{ pt: 0.5, pb: 2 }}>
                        {detail}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
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
