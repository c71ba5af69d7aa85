import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { VisuallyHidden } from '../VisuallyHidden';
import type { Column, Sort } from './tableView';
import { cellSx } from './VirtualRow';

/** The header row of a virtual table: each column's name, sortable where it has a sort value. */
export function VirtualTableHead<Row>({
  columns,
  sort,
  onSort,
  hasActions,
}: {
  columns: readonly Column<Row>[];
  sort: Sort | null;
  onSort: (column: string) => void;
  hasActions: boolean;
}) {
  return (
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
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
        {hasActions ? (
          <TableCell align="right" sx={{ width: 56, position: 'relative' }}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableCell>
        ) : null}
      </TableRow>
    </TableHead>
  );
}
