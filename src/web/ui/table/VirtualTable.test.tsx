import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { giveElementsASize } from '../../test/elementSize';
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

/** Media queries answered for a screen of this width (MUI's `up` and `down` breakpoints). */
function onScreenWidth(width: number) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => {
      const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
      const minWidth = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
      return {
        ...original(query),
        matches:
          (maxWidth === undefined || width <= Number(maxWidth)) &&
          (minWidth === undefined || width >= Number(minWidth)) &&
          (maxWidth !== undefined || minWidth !== undefined),
      };
    };
  });
  afterEach(() => {
    window.matchMedia = original;
  });
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
