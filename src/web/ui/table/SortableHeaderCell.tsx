import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column, Sort } from './tableView';

/** One column's header cell, shared by both tables: its name, a sort control where the column has a sort value. */
export function SortableHeaderCell<Row>({
  column,
  sort,
  onSort,
  sx,
}: {
  column: Column<Row>;
  sort: Sort | null;
  onSort: (column: string) => void;
  sx: SxProps<Theme>;
}) {
  const active = sort?.column === column.id;
  return (
    <TableCell align={column.align} sortDirection={active ? sort.direction : false} sx={sx}>
      {column.sortValue ? (
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => onSort(column.id)}
        >
          {column.header}
        </TableSortLabel>
      ) : (
        column.header
      )}
    </TableCell>
  );
}
