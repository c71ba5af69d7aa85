import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { VisuallyHidden } from '../VisuallyHidden';
import { SortableHeaderCell } from './SortableHeaderCell';
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
        {columns.map((column) => (
          <SortableHeaderCell
            key={column.id}
            column={column}
            sort={sort}
            onSort={onSort}
            sx={cellSx(column)}
          />
        ))}
        {hasActions ? (
          <TableCell align="right" sx={{ width: 56, position: 'relative' }}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableCell>
        ) : null}
      </TableRow>
    </TableHead>
  );
}
