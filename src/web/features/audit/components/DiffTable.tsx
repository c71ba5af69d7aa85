import { Fragment, type ReactNode } from 'react';
import { Box } from '../../../ui/primitives';

export const diffCellSx = {
  py: 0.5,
  pr: 2,
  verticalAlign: 'top',
  textAlign: 'left',
  fontFamily: 'monospace',
  fontSize: 13,
  overflowWrap: 'anywhere',
} as const;

/** A field's dotted name, broken after its dots where the column is narrow rather than between any two letters. */
export function FieldName({ field }: { field: string }) {
  const parts = field.split('.');
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}

interface DiffTableProps {
  id?: string;
  label: string;
  /** The field's column, then the two values' ("Before", "After" or "Then", "Now"). */
  headers: readonly [field: string, before: string, after: string];
  /** The rows: a field's name as a row header, then its two values. */
  children: ReactNode;
}

/** Fields with a value before and after, the field's column the widest: an event's diff, a comparison with a moment. */
export function DiffTable({ id, label, headers, children }: DiffTableProps) {
  return (
    <Box
      id={id}
      component="table"
      aria-label={label}
      sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
    >
      <colgroup>
        <col style={{ width: '40%' }} />
        <col style={{ width: '30%' }} />
        <col style={{ width: '30%' }} />
      </colgroup>
      <thead>
        <tr>
          {headers.map((header) => (
            <Box
              component="th"
              key={header}
              scope="col"
              sx={{ ...diffCellSx, fontFamily: 'inherit', color: 'text.secondary', fontWeight: 500 }}
            >
              {header}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}
