import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import type { Column } from './tableView';

interface Environment {
  id: string;
  name: string;
  cluster: string;
}

const grows = (id: keyof Environment, header: string): Column<Environment> => ({
  id,
  header,
  grow: true,
  render: (row) => row[id],
});

function cellStylesOf(columns: Column<Environment>[]) {
  render(
    <DataTable
      label="Environments"
      columns={columns}
      rows={[{ id: '1', name: 'production', cluster: 'eu-west-3-production' }]}
      getRowId={(row) => row.id}
    />,
  );
  const [row] = within(screen.getByRole('table', { name: 'Environments' }))
    .getAllByRole('row')
    .slice(1);
  return within(row!)
    .getAllByRole('cell')
    .map((cell) => getComputedStyle(cell));
}

const widthsOf = (columns: Column<Environment>[]) => cellStylesOf(columns).map((style) => style.width);

describe('DataTable', () => {
  it('shares the width left over between growing columns rather than giving it all to the first', () => {
    expect(widthsOf([grows('name', 'Name'), grows('cluster', 'Cluster')])).toEqual(['50%', '50%']);
  });

  it('gives a lone growing column all of it', () => {
    expect(
      widthsOf([grows('name', 'Name'), { id: 'cluster', header: 'Cluster', render: (row) => row.cluster }]),
    ).toEqual(['100%', '']);
  });

  it('keeps a growing column wide enough to read, the table scrolling rather than cutting a name to a letter', () => {
    const [name, cluster] = cellStylesOf([
      grows('name', 'Name'),
      { id: 'cluster', header: 'Cluster', render: (row) => row.cluster },
    ]);
    expect(name?.minWidth).toBe('128px');
    expect(cluster?.minWidth).toBe('');
  });
});
