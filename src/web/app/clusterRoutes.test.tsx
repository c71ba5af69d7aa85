import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  clusterEndpoints,
} from '../../contract';
import { paths } from '../lib/paths';
import { cluster, CLUSTER_ID } from '../test/environmentFixtures';
import { ORG_ID } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const production = cluster({ id: CLUSTER_ID, name: 'prod-eu' });
const staging = cluster({ id: 'cdcdcdcd-0000-4000-8000-000000000002', name: 'staging-eu' });

describe('clusters in the console', { timeout: 45_000 }, () => {
  it('names the cluster in the breadcrumb, which switches to a sibling cluster', async () => {
    const api = mockApi()
      .on(clusterEndpoints.list, { body: { results: [production, staging] } })
      .on(clusterEndpoints.get, (request) => ({
        body: request.params.clusterId === staging.id ? staging : production,
      }))
      .on(clusterEndpoints.status, (request) => ({
        body: {
          cluster_id: request.params.clusterId,
          status: 'DEPLOYED',
          is_deployed: true,
          next_k8s_available_version: null,
          last_execution_id: null,
          cluster_lock: null,
          last_deployment_date: null,
          reason: 'NONE',
        },
      }))
      .on(clusterEndpoints.executions, { body: { results: [] } })
      .on(clusterEndpoints.environments, { body: { results: [] } })
      .on(cloudProviderCatalogEndpoints.awsRegions, { body: { results: [] } })
      .on(cloudProviderCatalogEndpoints.awsInstanceTypes, { body: { results: [] } })
      .on(cloudProviderCatalogEndpoints.awsEksInstanceTypes, { body: { results: [] } })
      .on(cloudProviderCatalogEndpoints.awsFeatures, { body: { results: [] } })
      .on(cloudProviderCredentialsEndpoints.aws.list, { body: { results: [] } });
    signInAs(api, 'ADMIN');
    const { user, router } = renderRoutes(createRoutes(), paths.cluster(ORG_ID, CLUSTER_ID));

    expect(await screen.findByRole('heading', { level: 1, name: 'prod-eu' })).toBeInTheDocument();
    // Running, with nothing run from the platform: nothing asks to install it.
    expect(
      await screen.findByText('No install, upgrade or stop has run on this cluster from the platform yet.'),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const crumb = await within(trail).findByRole('button', { name: 'prod-eu' });
    expect(crumb).toHaveAttribute('aria-current', 'page');

    await user.click(crumb);
    const menu = await screen.findByRole('menu', { name: 'Clusters' });
    await user.click(within(menu).getByRole('menuitem', { name: 'staging-eu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'staging-eu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.cluster(ORG_ID, staging.id));
  });
});
