import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface MatrixRow {
  id: string;
  /** The row's name, in its sticky first cell. */
  header: ReactNode;
  /** One cell per column, by column id. */
  cells: Record<string, ReactNode>;
}

/**
 * A grid of choices, one row per record and one column per kind of choice: the header row and the first column stay
 * in view while it scrolls both ways, so a long list of rows keeps its column names.
 */
export function StickyMatrix({
  label,
  corner,
  columns,
  rows,
  maxHeight = 480,
}: {
  label: string;
  corner: string;
  columns: readonly { id: string; header: string }[];
  rows: readonly MatrixRow[];
  maxHeight?: number;
}) {
  const sticky = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }}>
      <Table stickyHeader size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {/* Sticky both ways, on the header row's own background. */}
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3 }}>{corner}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 500, whiteSpace: 'nowrap' }}>
                {row.header}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id}>{row.cells[column.id]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A compact select for a matrix cell; `label` names it for assistive technology (row and column). */
export function CellSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  width,
}: {
  label: string;
  value: V;
  /** An option with a `disabledReason` cannot be chosen; the reason follows its label. */
  options: readonly { value: V; label: string; disabledReason?: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /**
   * A width of its own (px, a table column's, per breakpoint) rather than its longest option's; a longer label
   * ends in "…".
   */
  width?: number | { xs?: number; sm?: number; md?: number };
}) {
  return (
    <NativeSelect
      value={value}
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      sx={{ fontSize: 14, minWidth: 120, width, '& select': { textOverflow: 'ellipsis' } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={Boolean(option.disabledReason)}>
          {option.disabledReason ? `${option.label} (${option.disabledReason})` : option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
