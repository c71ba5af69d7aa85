import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advancedSettingsEndpoints,
  type ApiTokenScope,
  defaultClusterAdvancedSettings,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ClusterAdvancedSettingsPage } from './ClusterAdvancedSettingsPage';

const CLUSTER_ID = '00000000-0000-4000-8000-0000000000d1';

function setUp(scope: ApiTokenScope) {
  const api = mockApi();
  signInAs(api, scope);
  api.on(advancedSettingsEndpoints.clusterGet, { body: defaultClusterAdvancedSettings });
  renderPage(ClusterAdvancedSettingsPage, {
    path: routePatterns.clusterAdvancedSettings,
    url: paths.clusterAdvancedSettings(ORG_ID, CLUSTER_ID),
  });
  return api;
}

describe("a cluster's advanced settings", () => {
  it('are read only, saying why, for a person who may not edit the cluster', async () => {
    setUp('WRITE');
    const table = await screen.findByRole('table', { name: 'Advanced settings of the cluster' });
    expect(
      await screen.findByText(
        'You can read these settings but not change them: Needs Admin access — your access here is Write.',
      ),
    ).toBeVisible();
    expect(within(table).getByRole('textbox', { name: 'loki.log_retention_in_week' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('can be edited by an administrator of the organization', async () => {
    setUp('ADMIN');
    const table = await screen.findByRole('table', { name: 'Advanced settings of the cluster' });
    expect(within(table).getByRole('textbox', { name: 'loki.log_retention_in_week' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText(/You can read these settings/)).not.toBeInTheDocument();
  });
});
