import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import type { Column } from './tableView';

// Every row exactly as high as the virtualizer places it, whatever its cells hold (a chip, buttons, plain text).
export const rowCellSx = (height: number) => ({ py: 0, height }) as const;

/** A growing column takes what the fixed ones leave; a fixed one keeps its width whatever rows are in view. */
export function cellSx(column: Column<never>) {
  return {
    width: column.grow ? undefined : column.width,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
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
        minWidth: column.keepWhole ? 'auto' : 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        display: 'flex',
        alignItems: 'center',
        flexShrink: column.keepWhole ? 0 : 1,
      }}
    >
      {typeof column.header === 'string' && column.header ? (
        <VisuallyHidden>{column.header}: </VisuallyHidden>
      ) : null}
      {column.render(row)}
    </Box>
  );
}

/** The primary column's content with the stacked columns under it (a row on a phone). */
function StackedCell<Row>({
  row,
  column,
  stacked,
}: {
  row: Row;
  column: Column<Row>;
  stacked: readonly Column<Row>[];
}) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.render(row)}</Box>
      {stacked
        .filter((other) => other.stackOnPhone === 'line')
        .map((other) => (
          <StackedField key={other.id} column={other} row={row} />
        ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, overflow: 'hidden' }}>
        {stacked
          .filter((other) => other.stackOnPhone === 'inline')
          .map((other) => (
            <StackedField key={other.id} column={other} row={row} />
          ))}
      </Stack>
    </Stack>
  );
}

/**
 * One row. Memoized: scrolling re-renders the table on every frame, and only the rows coming into view need
 * rendering then, not those already shown.
 */
export const VirtualRow = memo(function VirtualRow<Row>({
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
            <StackedCell row={row} column={column} stacked={stacked} />
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
