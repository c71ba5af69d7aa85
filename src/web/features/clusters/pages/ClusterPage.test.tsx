import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  type Cluster,
  clusterEndpoints,
  type ClusterLock,
  clusterLockEndpoints,
  type ClusterStatus,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { cluster, CLUSTER_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { polls } from '../../../test/polls';
import { renderPage, signInAs } from '../../../test/render';
import { ClusterPage } from './ClusterPage';

const statusOf = (record: Cluster, overrides: Partial<ClusterStatus> = {}): ClusterStatus => ({
  cluster_id: record.id,
  status: record.status,
  is_deployed: record.deployment_status !== 'NEVER_DEPLOYED',
  next_k8s_available_version: '1.32',
  last_execution_id: null,
  cluster_lock: null,
  last_deployment_date: null,
  reason: 'NONE',
  ...overrides,
});

function setUp(record: Cluster, status: ClusterStatus = statusOf(record)) {
  const api = mockApi()
    .on(clusterEndpoints.get, { body: record })
    .on(clusterEndpoints.status, { body: status })
    .on(clusterEndpoints.executions, { body: { results: [] } })
    .on(clusterEndpoints.environments, {
      body: {
        results: [
          {
            id: 'abababab-0000-4000-8000-00000000000a',
            name: 'production',
            mode: 'PRODUCTION',
            project: { id: 'abababab-0000-4000-8000-00000000000b', name: 'shop' },
          },
        ],
      },
    })
    .on(clusterEndpoints.upgrade, { status: 201, body: statusOf(record, { status: 'DEPLOYMENT_QUEUED' }) })
    .on(cloudProviderCatalogEndpoints.awsRegions, {
      body: { results: [{ name: 'eu-west-3', city: 'Paris', country_code: 'FR', country: 'France' }] },
    })
    .on(cloudProviderCatalogEndpoints.awsInstanceTypes, { body: { results: [] } })
    .on(cloudProviderCatalogEndpoints.awsEksInstanceTypes, { body: { results: [] } })
    .on(cloudProviderCatalogEndpoints.awsFeatures, { body: { results: [] } })
    .on(cloudProviderCredentialsEndpoints.aws.list, { body: { results: [] } });
  signInAs(api, 'ADMIN');
  renderPage(ClusterPage, { path: routePatterns.cluster, url: paths.cluster(ORG_ID, CLUSTER_ID) });
  return api;
}

describe('cluster page', { timeout: 60_000 }, () => {
  it('shows the overview and the environments on the cluster, and upgrades after confirming the next version', async () => {
    const record = cluster({ name: 'eu-west', version: '1.31', estimated_cloud_provider_cost: 258 });
    const api = setUp(record);
    expect(await screen.findByRole('heading', { level: 1, name: 'eu-west' })).toBeVisible();
    expect(screen.getByText('$258/month')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'shop / production' })).toBeVisible();

    const upgrade = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Upgrade' });
      expect(button).toBeEnabled();
      return button;
    });
    await userEvent.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade eu-west?' });
    expect(dialog).toHaveTextContent('from Kubernetes 1.31 to 1.32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to 1.32' }));
    await waitFor(() => expect(api.sent(clusterEndpoints.upgrade)).toHaveLength(1));
    expect(api.sent(clusterEndpoints.upgrade)[0]?.path).toBe(`/cluster/${CLUSTER_ID}/upgrade`);
  });

  it('says when the provider rejected the credentials, and offers no upgrade at the newest version', async () => {
    const record = cluster({ status: 'INVALID_CREDENTIALS' });
    setUp(record, statusOf(record, { next_k8s_available_version: null, reason: 'INVALID_CREDENTIALS' }));
    expect(await screen.findByText(/AWS rejected the cluster's credentials/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Cluster status' })).toHaveTextContent('Invalid credentials');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upgrade' })).toBeDisabled());
  });

  it('shows the provider of a cluster never installed read-only in its settings, with no switch to another', async () => {
    setUp(cluster({ deployment_status: 'NEVER_DEPLOYED' }));
    const settings = await screen.findByRole('form', { name: 'Settings' });
    const provider = await within(settings).findByRole('textbox', { name: 'Cloud provider' });
    expect(provider).toHaveValue('AWS');
    expect(provider).toHaveAttribute('readonly');
    expect(within(settings).queryByRole('button', { name: 'Scaleway' })).toBeNull();
    expect(within(settings).queryByRole('group', { name: 'Cloud provider' })).toBeNull();
  });

  describe('locks', () => {
    const lock: ClusterLock = {
      cluster_id: CLUSTER_ID,
      reason: 'Black Friday freeze',
      owner_name: 'Ada Lovelace',
      locked_at: '2026-11-20T09:00:00Z',
      ttl_in_days: 7,
    };
    const lockReason = 'Locked by Ada Lovelace: Black Friday freeze';

    it('locks the cluster with a reason and a number of days, refusing what the contract refuses', async () => {
      const record = cluster({ deployment_status: 'OUT_OF_DATE' });
      const api = setUp(record).on(clusterLockEndpoints.lock, { body: lock });
      const lockButton = await waitFor(() => {
        const button = screen.getByRole('button', { name: 'Lock' });
        expect(button).toBeEnabled();
        return button;
      });
      await userEvent.click(lockButton);
      const dialog = await screen.findByRole('dialog', { name: 'Lock eu-west?' });
      const days = within(dialog).getByLabelText(/Lock for/);
      await userEvent.type(days, '400');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Lock cluster' }));
      await waitFor(() =>
        expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(/Reason is required/),
      );
      expect(days).toHaveAccessibleDescription(/must be at most 365/);
      expect(api.sent(clusterLockEndpoints.lock)).toHaveLength(0);

      await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Black Friday freeze');
      await userEvent.clear(days);
      await userEvent.type(days, '7');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Lock cluster' }));
      await waitFor(() => expect(api.sent(clusterLockEndpoints.lock)).toHaveLength(1));
      const [sent] = api.sent(clusterLockEndpoints.lock);
      expect(sent?.path).toBe(`/cluster/${CLUSTER_ID}/lock`);
      expect(sent?.body).toEqual({ reason: 'Black Friday freeze', ttl_in_days: 7 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows who locked the cluster, when, why and until when, disables its actions with the lock as the reason, and unlocks it', async () => {
      const record = cluster({ deployment_status: 'OUT_OF_DATE' });
      const api = setUp(record, statusOf(record, { cluster_lock: lock })).on(clusterLockEndpoints.unlock, {
        status: 204,
      });
      const banner = await screen.findByRole('region', { name: 'Cluster lock' });
      expect(banner).toHaveTextContent('Locked by Ada Lovelace');
      expect(banner).toHaveTextContent('Black Friday freeze');
      // Seven days after it was taken.
      expect(banner).toHaveTextContent(/until Nov 27, 2026/);
      for (const name of ['Apply changes', 'Upgrade', 'Stop', 'Delete', 'Lock']) {
        const button = screen.getByRole('button', { name });
        await waitFor(() => expect(button).toBeDisabled());
        expect(button).toHaveAccessibleDescription(lockReason);
      }
      await userEvent.click(within(banner).getByRole('button', { name: 'Unlock' }));
      await waitFor(() => expect(api.sent(clusterLockEndpoints.unlock)).toHaveLength(1));
      expect(api.sent(clusterLockEndpoints.unlock)[0]?.path).toBe(`/cluster/${CLUSTER_ID}/lock`);
    });

    it('shows the cluster unlocked once its lock ends by itself, without a reload', async () => {
      const record = cluster({ deployment_status: 'OUT_OF_DATE' });
      // A lock of one day taken a day ago, less a minute: it ends while the page is open.
      const endingLock = {
        ...lock,
        locked_at: new Date(Date.now() - 86_400_000 + 60_000).toISOString(),
        ttl_in_days: 1,
      };
      const api = setUp(record, statusOf(record, { cluster_lock: endingLock }));
      await screen.findByRole('region', { name: 'Cluster lock' });
      // The page asks again just after the lock ends (a second past it), not before.
      expect(polls.intervals().some((ms) => ms > 1_000 && ms <= 61_000)).toBe(true);
      api.on(clusterEndpoints.status, { body: statusOf(record) });
      polls.fire();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Cluster lock' })).toBeNull());
      expect(screen.getByRole('button', { name: 'Lock' })).toBeEnabled();
    });
  });
});
