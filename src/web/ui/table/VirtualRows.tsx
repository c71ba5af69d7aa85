import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, type ReactNode } from 'react';
import type { Column } from './tableView';
import { VirtualRow } from './VirtualRow';

const OVERSCAN = 8;

interface VirtualRowsProps<Row> {
  /** The element that scrolls; null until it is in the document. */
  scrollArea: HTMLElement | null;
  visible: readonly Row[];
  getRowId: (row: Row) => string;
  rowHeight: number;
  columns: readonly Column<Row>[];
  stacked: readonly Column<Row>[];
  rowActions: ((row: Row) => ReactNode) | undefined;
}

/** A spacer standing for the rows not rendered above or below those in view. */
function Spacer({ height, span }: { height: number; span: number }) {
  return height > 0 ? (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  ) : null;
}

/**
 * The rows in view of a virtual table (and a few either side), between spacers for the others. A component of its
 * own: a scroll re-renders it on every frame, and nothing of the table around it (the toolbar, the search box, the
 * header) needs rendering then.
 */
export function VirtualRows<Row>({
  scrollArea,
  visible,
  getRowId,
  rowHeight,
  columns,
  stacked,
  rowActions,
}: VirtualRowsProps<Row>) {
  // A new key function makes the virtualizer measure every row again: kept while the rows and their height are, so
  // a scroll of thousands of rows costs what the rows in view cost.
  const getItemKey = useCallback(
    (index: number) => getRowId(visible[index]!),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new row height must place every row again
    [getRowId, visible, rowHeight],
  );
  // The virtualizer hands out fresh measurements on every scroll; nothing here relies on memoizing around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollArea,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey,
  });
  const span = columns.length + (rowActions ? 1 : 0);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <Spacer height={before} span={span} />
      {items.map((item) => (
        <VirtualRow
          key={item.key}
          row={visible[item.index]!}
          index={item.index}
          columns={columns}
          stacked={stacked}
          rowActions={rowActions}
        />
      ))}
      <Spacer height={after} span={span} />
    </>
  );
}
