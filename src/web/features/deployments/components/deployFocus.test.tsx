import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  permissionEndpoints,
  serviceDeploymentEndpointsByKind,
  type EnvironmentStatuses,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID, permissionsOf } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { ServiceDeploymentActions } from './ServiceDeploymentActions';

const web = application('web');
const statusesOf = (state: Parameters<typeof serviceStatus>[1]): EnvironmentStatuses =>
  environmentStatuses({ applications: [serviceStatus(web.id, state)] });

function setUp() {
  const api = mockApi().on(environmentDeploymentEndpoints.statuses, { body: statusesOf('DEPLOYED') });
  signInAs(api, 'DEPLOY');
  api.on(serviceDeploymentEndpointsByKind.application.deploy, {
    status: 202,
    body: {
      id: 'request-1',
      status: 'QUEUED',
      environment_id: ENVIRONMENT_ID,
      created_at: '2025-05-01T11:00:00Z',
    },
  });
  const Page = () => (
    <ServiceDeploymentActions
      organizationId={ORG_ID}
      environmentId={ENVIRONMENT_ID}
      kind="application"
      service={web}
    />
  );
  const view = renderPage(Page, {
    path: routePatterns.service,
    url: paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
  });
  return { api, ...view };
}

describe('the focus after a deploy confirmed from the keyboard', { timeout: 45_000 }, () => {
  it('comes back to Deploy, still offered while the deployment it started waits (the API queues another)', async () => {
    const { api, user } = setUp();
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    deploy.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deploy web?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    api.on(environmentDeploymentEndpoints.statuses, { body: statusesOf('QUEUED') });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled();
  });

  it('goes to the service status, not to the page, when Deploy is withdrawn while it has the focus', async () => {
    const { api, user, queryClient } = setUp();
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    deploy.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Deploy web?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toHaveFocus());

    // The role is lowered to read-only elsewhere; the console reads its access again.
    api.on(permissionEndpoints.get, { body: permissionsOf('READ') });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Service status' })).toHaveFocus());
  });
});
