import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { SearchBox } from './SearchBox';
import { TableSkeleton } from './TableSkeleton';
import { leastWidthOf } from './tableWidths';
import type { Column } from './tableView';
import { useTableLayout } from './useTableLayout';
import type { TableView } from './useTableView';
import { VirtualRows } from './VirtualRows';
import { ROW_HEIGHT_PROPERTY, virtualRowsSx } from './virtualRowsSx';
import { VirtualTableHead } from './VirtualTableHead';

/** Every row is one line of this height (cells never wrap), so the table can place rows it has not rendered. */
export const VIRTUAL_ROW_HEIGHT = 44;
/** A row on a phone, its secondary fields stacked under the primary one: a default for two lines of them. */
export const STACKED_ROW_HEIGHT = 88;
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
  // State rather than a ref: the rows' virtualizer, rendered inside it, needs it once it is in the document.
  const [scrollArea, setScrollArea] = useState<HTMLDivElement | null>(null);
  const [table, setTable] = useState<HTMLDivElement | null>(null);
  const layout = useTableLayout(columns, rows ?? noRows, table, rowActions !== undefined);
  const rowHeight = layout.stacks ? stackedRowHeight : VIRTUAL_ROW_HEIGHT;

  if (rows === undefined) return <TableSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (rows.length === 0 && empty) return <>{empty}</>;

  const span = layout.shown.length + (rowActions ? 1 : 0);

  return (
    <Stack spacing={1.5} ref={setTable}>
      {searchLabel || toolbar ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {searchLabel ? <SearchBox label={searchLabel} value={needle} onChange={setNeedle} /> : null}
          {toolbar}
        </Stack>
      ) : null}
      {above}
      <TableContainer component={Paper} variant="outlined" ref={setScrollArea} sx={{ maxHeight }}>
        <Table
          size="small"
          stickyHeader
          aria-label={label}
          aria-rowcount={visible.length + 1}
          sx={[
            {
              [ROW_HEIGHT_PROPERTY]: `${rowHeight}px`,
              tableLayout: 'fixed',
              // Narrower, a fixed layout would squeeze a growing column to nothing: the table scrolls instead.
              minWidth: layout.stacks ? 0 : leastWidthOf(layout.shown, rowActions !== undefined),
            },
            virtualRowsSx,
          ]}
        >
          <VirtualTableHead
            columns={layout.shown}
            sort={sort}
            onSort={toggleSort}
            hasActions={rowActions !== undefined}
          />
          <TableBody>
            <VirtualRows
              scrollArea={scrollArea}
              visible={visible}
              getRowId={getRowId}
              rowHeight={rowHeight}
              columns={layout.shown}
              stacked={layout.stacked}
              rowActions={rowActions}
            />
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
