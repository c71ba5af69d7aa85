import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveElementsASize } from '../../test/elementSize';
import { onScreenWidth } from '../../test/screenWidth';
import { CONTENT_MAX_SHARE } from './contentWidths';
import { useTableView } from './useTableView';
import { VirtualTable } from './VirtualTable';
import type { Column } from './tableView';

interface Item {
  id: string;
  key: string;
}

const columns: Column<Item>[] = [
  { id: 'key', header: 'Key', render: (row) => row.key, sortValue: (row) => row.key },
];
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    key: `KEY_${String(index).padStart(4, '0')}`,
  }));
const searchText = (row: Item) => row.key;

function Items({ rows }: { rows: Item[] }) {
  const view = useTableView(rows, columns, { searchText, initialSort: { column: 'key', direction: 'asc' } });
  return (
    <VirtualTable
      label="Items"
      columns={columns}
      view={view}
      getRowId={(row) => row.id}
      searchLabel="Search items"
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1');

describe('VirtualTable', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 900 });

  it('renders the rows in view of thousands, and tells how many there are', () => {
    render(<Items rows={items(5000)} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toHaveTextContent('KEY_0000');
  });

  it('sorts by a column and searches among all rows, not only those rendered', async () => {
    const user = userEvent.setup();
    render(<Items rows={items(5000)} />);
    await user.click(screen.getByRole('button', { name: 'Key' }));
    expect(bodyRows()[0]).toHaveTextContent('KEY_4999');
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'KEY_3141');
    expect(bodyRows().map((row) => row.textContent)).toEqual(['KEY_3141']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'nothing');
    expect(screen.getByText('Nothing matches “nothing”.')).toBeInTheDocument();
  });

  it('renders only the rows coming into view as it scrolls, not again those already shown', () => {
    const renders = new Map<string, number>();
    const counted: Column<Item>[] = [
      {
        ...columns[0]!,
        render: (row) => {
          renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
          return row.key;
        },
      },
    ];
    function Counted() {
      const view = useTableView(items(5000), counted, { initialSort: { column: 'key', direction: 'asc' } });
      return <VirtualTable label="Items" columns={counted} view={view} getRowId={(row) => row.id} />;
    }
    render(<Counted />);
    const shownBefore = new Set(bodyRows().map((row) => row.textContent));
    const before = new Map(renders);
    const area = screen.getByRole('table', { name: 'Items' }).parentElement!;
    // Three rows a frame, as a wheel scrolls it.
    for (const step of [1, 2, 3]) {
      Object.defineProperty(area, 'scrollTop', { configurable: true, value: step * 3 * 44 });
      act(() => void fireEvent.scroll(area));
    }
    const shownAfter = bodyRows().map((row) => row.textContent);
    expect(shownAfter).toContain('KEY_0025');
    const kept = [...before.keys()].filter((id) =>
      shownAfter.includes(`KEY_${id.slice(3).padStart(4, '0')}`),
    );
    expect(kept.length).toBeGreaterThan(5);
    for (const id of kept) expect(renders.get(id), id).toBe(before.get(id));
    expect(shownBefore.size).toBeGreaterThan(5);
  });
});

interface Setting {
  id: string;
  key: string;
  value: string;
  scope: string;
}

const settingColumns: Column<Setting>[] = [
  { id: 'key', header: 'Key', primary: true, render: (row) => row.key },
  { id: 'value', header: 'Value', grow: true, stackOnPhone: 'line', render: (row) => row.value },
  { id: 'scope', header: 'Scope', width: 150, stackOnPhone: 'inline', render: (row) => row.scope },
  { id: 'updated', header: 'Updated', width: 128, hideBelow: 'lg', render: () => 'Nov 26, 2026' },
];

function Settings() {
  const view = useTableView([{ id: 'a', key: 'REGION', value: 'eu-west', scope: 'Project' }], settingColumns);
  return <VirtualTable label="Settings" columns={settingColumns} view={view} getRowId={(row) => row.id} />;
}

describe('VirtualTable on a phone', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 390 });
  onScreenWidth(390);

  it('stacks the secondary fields under the primary one, each named, rather than in columns of their own', () => {
    render(<Settings />);
    const table = screen.getByRole('table', { name: 'Settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Key']);
    const [cell] = within(table).getAllByRole('cell');
    expect(cell).toHaveTextContent('REGIONValue: eu-westScope: Project');
  });
});

describe('VirtualTable on a wide screen', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 1440 });
  onScreenWidth(1440);

  it('gives each field its column', () => {
    render(<Settings />);
    const table = screen.getByRole('table', { name: 'Settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Key', 'Value', 'Scope', 'Updated']);
  });
});

describe('VirtualTable on a narrow screen', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 900 });
  onScreenWidth(900);

  // Left out, not hidden: a hidden cell of a fixed-layout table would still hold its column's width.
  it('leaves out the columns hidden below this width', () => {
    render(<Settings />);
    const table = screen.getByRole('table', { name: 'Settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Key', 'Value', 'Scope']);
    expect(within(table).queryByText('Nov 26, 2026')).not.toBeInTheDocument();
  });
});

interface Named {
  id: string;
  name: string;
  badge: string;
}

const namedColumns: Column<Named>[] = [
  {
    id: 'name',
    header: 'Name',
    width: 80,
    primary: true,
    contentWidth: (row) => row.name.length * 10,
    render: (row) => row.name,
  },
  { id: 'value', header: 'Value', grow: true, stackOnPhone: 'line', render: () => 'value' },
  {
    id: 'badge',
    header: 'Badge',
    width: 90,
    stackOnPhone: 'inline',
    keepWhole: true,
    render: (row) => row.badge,
  },
  { id: 'scope', header: 'Scope', width: 150, stackOnPhone: 'inline', render: () => 'Project' },
];

function NamedTable({ rows }: { rows: Named[] }) {
  const view = useTableView(rows, namedColumns);
  return <VirtualTable label="Named" columns={namedColumns} view={view} getRowId={(row) => row.id} />;
}

const named = (...names: string[]) =>
  names.map((name, index) => ({ id: String(index), name, badge: 'Built-in' }));

describe('VirtualTable columns sized by their content', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 1440 });
  onScreenWidth(1440);

  it('gives a column the width its widest row needs, from all rows, within a share of the table', () => {
    // 20 characters of 10 px and the cell's padding.
    render(<NamedTable rows={named('SHORT', 'TWENTY_CHARACTERS_XY')} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(getComputedStyle(header).width).toBe('232px');
  });

  it('keeps at least its own width, and leaves the growing column its share', () => {
    const { unmount } = render(<NamedTable rows={named('A')} />);
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Name' })).width).toBe('80px');
    unmount();
    render(<NamedTable rows={named('X'.repeat(200))} />);
    // jsdom's window is 1024 px wide, which stands for the table's width until it is measured.
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Name' })).width).toBe(
      `${Math.floor(1024 * CONTENT_MAX_SHARE)}px`,
    );
  });
});

describe('VirtualTable badges on a phone', () => {
  giveElementsASize({ clientHeight: 440, clientWidth: 390 });
  onScreenWidth(390);

  it('never cuts a stacked field kept whole, the others giving way', () => {
    render(<NamedTable rows={named('PLATFORM_APPLICATION_ZA05D693B_HOST_INTERNAL')} />);
    const badge = screen.getByText('Built-in');
    const scope = screen.getByText('Project');
    expect(getComputedStyle(badge).flexShrink).toBe('0');
    expect(getComputedStyle(scope).flexShrink).toBe('1');
  });
});
