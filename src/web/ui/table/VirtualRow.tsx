import { memo, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import type { Column } from './tableView';

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
  rowActions: ((row: Row) => ReactNode) | undefined;
}

/** A stacked column's content, named by its header for those who cannot see where it stands. */
function StackedField<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  return (
    <div className="stacked-field" data-keep-whole={column.keepWhole || undefined}>
      {typeof column.header === 'string' && column.header ? (
        <VisuallyHidden>{column.header}: </VisuallyHidden>
      ) : null}
      {column.render(row)}
    </div>
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
    <div className="stacked-cell">
      <div className="stacked-primary">{column.render(row)}</div>
      {stacked
        .filter((other) => other.stackOnPhone === 'line')
        .map((other) => (
          <StackedField key={other.id} column={other} row={row} />
        ))}
      <div className="stacked-inline">
        {stacked
          .filter((other) => other.stackOnPhone === 'inline')
          .map((other) => (
            <StackedField key={other.id} column={other} row={row} />
          ))}
      </div>
    </div>
  );
}

/**
 * One row: plain elements styled by `virtualRowsSx` on the table, widths from the header (a fixed layout). Memoized
 * with props that stay the same while the table scrolls, so a frame renders only the rows coming into view.
 */
export const VirtualRow = memo(function VirtualRow<Row>({
  row,
  index,
  columns,
  stacked,
  rowActions,
}: VirtualRowProps<Row>) {
  return (
    <tr data-row aria-rowindex={index + 2}>
      {columns.map((column) => (
        <td key={column.id} data-cell={column.align ?? ''}>
          {column.primary && stacked.length > 0 ? (
            <StackedCell row={row} column={column} stacked={stacked} />
          ) : (
            column.render(row)
          )}
        </td>
      ))}
      {rowActions ? <td data-cell="actions">{rowActions(row)}</td> : null}
    </tr>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;
