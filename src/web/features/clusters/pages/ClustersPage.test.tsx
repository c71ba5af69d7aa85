import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clusterEndpoints, clusterLockEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { cluster, CLUSTER_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ClustersPage } from './ClustersPage';

const OTHER_ID = 'abababab-0000-4000-8000-0000000000c2';

describe('clusters page', { timeout: 60_000 }, () => {
  it('marks a locked cluster with a lock whose tooltip says who locked it and why', async () => {
    const api = mockApi()
      .on(clusterEndpoints.list, {
        body: { results: [cluster({ name: 'eu-west' }), cluster({ id: OTHER_ID, name: 'us-east' })] },
      })
      .on(clusterLockEndpoints.list, {
        body: {
          results: [
            {
              cluster_id: CLUSTER_ID,
              reason: 'Black Friday freeze',
              owner_name: 'Ada Lovelace',
              locked_at: '2026-11-20T09:00:00Z',
              ttl_in_days: null,
            },
          ],
        },
      });
    signInAs(api, 'ADMIN');
    renderPage(ClustersPage, { path: routePatterns.clusters, url: paths.clusters(ORG_ID) });
    const lock = await screen.findByRole('img', { name: 'Locked by Ada Lovelace: Black Friday freeze' });
    expect(screen.getAllByRole('img', { name: /^Locked by/ })).toHaveLength(1);
    expect(lock.closest('tr')).toHaveTextContent('eu-west');
    await userEvent.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Locked by Ada Lovelace: Black Friday freeze',
    );
  });
});
