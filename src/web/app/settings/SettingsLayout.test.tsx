import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizationEndpoints, type ApiTokenScope } from '../../../contract';
import { paths, routePatterns } from '../../lib/paths';
import { permissionsQueryOptions } from '../../lib/permissions';
import { ORG_ID, organization } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoutes, signInAs } from '../../test/render';
import { SettingsLayout } from './SettingsLayout';

function renderSettings(scope: ApiTokenScope) {
  const api = mockApi().on(organizationEndpoints.get, { body: organization({ id: ORG_ID, name: 'Acme' }) });
  signInAs(api, scope);
  return renderRoutes(
    [{ path: routePatterns.settings, Component: SettingsLayout, children: [{ path: '*', element: null }] }],
    paths.generalSettings(ORG_ID),
  );
}

describe('organization settings sections', { timeout: 45_000 }, () => {
  it('offers the audit log to organization admins', async () => {
    renderSettings('ADMIN');
    expect(await screen.findByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      paths.auditLog(ORG_ID),
    );
  });

  it('leaves the audit log out for the other roles, whom the API refuses it', async () => {
    const { queryClient } = renderSettings('WRITE');
    await screen.findByRole('link', { name: 'Webhooks' });
    await waitFor(() =>
      expect(queryClient.getQueryState(permissionsQueryOptions(ORG_ID).queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
