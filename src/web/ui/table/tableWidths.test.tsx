import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { fitWithin, useReachedWidths } from './tableWidths';
import type { Column } from './tableView';

/** An element that measures `width`, watched by a ResizeObserver that reports it at once. */
function elementOfWidth(width: number): HTMLElement {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ width }) as DOMRect;
  return element;
}

describe('columns by the width of their table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reaches a breakpoint by the table’s own width, whatever the window’s', () => {
    // A 1440 px window with the sidebar and the guide docked leaves a table about 780 px.
    const { result } = renderHook(() => useReachedWidths(elementOfWidth(780)));
    expect(result.current).toEqual({ reached: { sm: true, md: true, lg: false, xl: false }, width: 780 });
  });

  it('stacks below the smallest width', () => {
    const { result } = renderHook(() => useReachedWidths(elementOfWidth(358)));
    expect(result.current).toEqual({ reached: { sm: false, md: false, lg: false, xl: false }, width: 358 });
  });

  it('hides a DataTable column with a container query on the table, not a media query on the window', () => {
    render(
      <DataTable
        label="Environments"
        columns={[
          { id: 'name', header: 'Name', render: (row: { id: string }) => row.id },
          { id: 'created', header: 'Created', hideBelow: 'lg', render: () => 'Nov 26, 2026' },
        ]}
        rows={[{ id: 'production' }]}
        getRowId={(row) => row.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('@container data-table (width < 900px)');
    expect(css).toMatch(/container-type:\s*inline-size/);
  });

  it('leaves out the columns hidden at the widest breakpoints first when the others would get too little room', () => {
    const column = (id: string, rest: Partial<Column<never>>): Column<never> => ({
      id,
      header: id,
      render: () => id,
      ...rest,
    });
    const columns = [
      column('key', { width: '30%' }),
      column('value', { grow: true }),
      column('type', { width: 160 }),
      column('scope', { width: 190, hideBelow: 'md' }),
      column('updated', { width: 128, hideBelow: 'lg' }),
    ];
    const idsAt = (width: number | null) => fitWithin(columns, width, true).map((kept) => kept.id);
    // The value keeps 128 px: beside all the others at 900 px it would have about 100.
    expect(idsAt(900)).toEqual(['key', 'value', 'type', 'scope']);
    expect(idsAt(960)).toEqual(['key', 'value', 'type', 'scope', 'updated']);
    expect(idsAt(700)).toEqual(['key', 'value', 'type']);
    // Columns that never hide stay, however narrow; unmeasured, nothing is left out.
    expect(idsAt(300)).toEqual(['key', 'value', 'type']);
    expect(idsAt(null)).toHaveLength(5);
  });
});
