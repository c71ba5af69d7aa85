import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  authEndpoints,
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  environmentEndpoints,
  environmentServiceEndpoints,
  permissionEndpoints,
  projectEndpoints,
  serviceEndpointsByKind,
} from '../../../contract';
import { serviceDeployment } from '../../features/deployments/testing/fixtures';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session/sessionStore';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../test/environmentFixtures';
import { ORG_ID, project } from '../../test/fixtures';
import { apiError, mockApi } from '../../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../../test/render';
import { createRoutes } from '../routes';
import { withRouteReads } from './withRouteReads';

loadPagesFirst(createRoutes);

const web = application('web');
const deployment = serviceDeployment(web);
const deploymentPage = paths.serviceDeployment(
  ORG_ID,
  PROJECT_ID,
  ENVIRONMENT_ID,
  'application',
  web.id,
  deployment.id,
);

/** An answer that never comes: what waits for it never asks. */
const never = () => new Promise<never>(() => undefined);

const withReads = (queryClient: Parameters<typeof withRouteReads>[1]) =>
  withRouteReads(createRoutes(), queryClient);

describe('the reads of a deep link', { timeout: 45_000 }, () => {
  it('start together, without waiting for the session, the service or the environment to answer', async () => {
    const api = mockApi();
    signInAs(api);
    api
      .on(authEndpoints.whoAmI, never)
      .on(permissionEndpoints.get, never)
      .on(projectEndpoints.get, never)
      .on(environmentEndpoints.get, never)
      .on(serviceEndpointsByKind.application.get, never)
      .on(deploymentEndpoints.get, { body: deployment })
      .on(deploymentEndpoints.logs, { body: { results: [], total: 0, last_written: null } });
    renderRoutes(withReads, deploymentPage);

    // The deployment and its log are asked for while every record above it (the shell's too) is still loading,
    // where the page would otherwise ask only once its service had answered.
    await waitFor(() => expect(api.sent(deploymentEndpoints.get)).toHaveLength(1));
    expect(api.sent(deploymentEndpoints.logs)).toHaveLength(1);
    for (const endpoint of [
      authEndpoints.whoAmI,
      projectEndpoints.get,
      environmentEndpoints.get,
      environmentServiceEndpoints.listAll,
      environmentDeploymentEndpoints.statuses,
      serviceEndpointsByKind.application.get,
    ]) {
      expect(api.sent(endpoint)).toHaveLength(1);
    }
  });

  it("start an environment page's services and deployment panel beside the environment itself", async () => {
    const api = mockApi();
    signInAs(api);
    api
      .on(authEndpoints.whoAmI, never)
      .on(environmentEndpoints.get, never)
      .on(projectEndpoints.get, { body: project({ id: PROJECT_ID }) });
    renderRoutes(withReads, paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID));

    await waitFor(() => expect(api.sent(environmentServiceEndpoints.listAll)).toHaveLength(1));
    // The panel's latest deployment and the first page of the history below it.
    expect(api.sent(environmentDeploymentEndpoints.history)).toHaveLength(2);
    expect(api.sent(environmentDeploymentEndpoints.queue)).toHaveLength(1);
    expect(api.sent(environmentDeploymentEndpoints.statuses)).toHaveLength(1);
  });

  it('ask nothing without a session: the page sends the person to sign in', async () => {
    const api = mockApi();
    sessionStore.signOut('signed-out');
    renderRoutes(withReads, deploymentPage);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('end a refused session: a 401 goes to sign-in', async () => {
    const api = mockApi();
    signInAs(api);
    api.on(authEndpoints.whoAmI, apiError(401, 'The token has expired.'));
    api.on(deploymentEndpoints.get, apiError(401, 'The token has expired.'));
    const { router } = renderRoutes(withReads, deploymentPage);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signIn()));
    expect(sessionStore.get()).toMatchObject({ credential: null, ended: 'expired' });
  });
});
