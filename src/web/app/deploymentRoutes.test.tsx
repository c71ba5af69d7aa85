import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  environmentEndpoints,
  environmentServiceEndpoints,
  linkEndpoints,
  projectDeploymentEndpoints,
  projectEndpoints,
  serviceDeploymentEndpointsByKind,
  serviceEndpointsByKind,
} from '../../contract';
import {
  environmentDeployment,
  environmentStatuses,
  serviceDeployment,
  serviceStatus,
} from '../features/deployments/testing/fixtures';
import { deploymentStatusKeys } from '../lib/deployments/statuses';
import { paths } from '../lib/paths';
import { application, environment, ENVIRONMENT_ID, PROJECT_ID } from '../test/environmentFixtures';
import { ORG_ID, project } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { settled } from '../test/polls';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const storefront = project({ id: PROJECT_ID, name: 'storefront' });
const production = environment({ id: ENVIRONMENT_ID, name: 'production', mode: 'PRODUCTION' });
const services = Array.from({ length: 12 }, (_, index) =>
  application(`app-${String(index).padStart(2, '0')}`),
);
const web = services[0]!;

function serve() {
  const api = mockApi()
    .on(projectEndpoints.get, { body: storefront })
    .on(projectEndpoints.list, { body: { results: [storefront] } })
    .on(environmentEndpoints.list, { body: { results: [production] } })
    .on(environmentEndpoints.get, { body: production })
    .on(environmentServiceEndpoints.listAll, { body: { results: services } })
    .on(serviceEndpointsByKind.application.get, { body: web })
    .on(linkEndpoints.application, { body: { results: [] } })
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({
        applications: services.map((service, index) =>
          serviceStatus(service.id, index === 0 ? 'DEPLOYMENT_ERROR' : 'DEPLOYED'),
        ),
      }),
    })
    .on(projectDeploymentEndpoints.environmentStatuses, {
      body: { results: [environmentStatuses({}).environment] },
    })
    .on(environmentDeploymentEndpoints.history, {
      body: { results: [environmentDeployment(services.map((service) => serviceDeployment(service)))] },
    })
    .on(serviceDeploymentEndpointsByKind.application.history, {
      body: { results: [serviceDeployment(web)] },
    });
  signInAs(api, 'DEPLOY');
  return api;
}

describe('deployments in the console', { timeout: 45_000 }, () => {
  it('shows every status of an environment page from one statuses request', async () => {
    const api = serve();
    const { queryClient } = renderRoutes(
      createRoutes(),
      paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
    );
    const table = await screen.findByRole('table', { name: 'Services' });
    await waitFor(() => expect(within(table).getAllByText('Deployed')).toHaveLength(11));
    expect(within(table).getByText('Deploy failed')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Stages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy environment' })).toBeInTheDocument();
    // Polls wait for the test to fire them: once the page has settled, every request it makes has been counted.
    await settled(queryClient);
    expect(api.sent(environmentDeploymentEndpoints.statuses)).toHaveLength(1);
    expect(api.sent(serviceDeploymentEndpointsByKind.application.status)).toHaveLength(0);
  });

  it('shows environment states on the project page from the project’s one request', async () => {
    const api = serve();
    const { queryClient } = renderRoutes(createRoutes(), paths.project(ORG_ID, PROJECT_ID));
    const table = await screen.findByRole('table', { name: 'Environments' });
    expect(await within(table).findByText('Deployed')).toBeInTheDocument();
    await settled(queryClient);
    expect(api.sent(projectDeploymentEndpoints.environmentStatuses).map((request) => request.path)).toEqual([
      `/project/${PROJECT_ID}/environment/status`,
    ]);
  });

  it('puts the state and the actions in the service header, and deployments and logs in its tabs', async () => {
    serve();
    const { user } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    expect(await screen.findByRole('heading', { level: 1, name: web.name })).toBeInTheDocument();
    expect(await screen.findByText('Deploy failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled());
    const tabs = screen.getByRole('navigation', { name: 'Service pages' });
    await user.click(within(tabs).getByRole('link', { name: 'Deployments' }));
    expect(await screen.findByRole('table', { name: 'Deployments' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Logs' })).toHaveAttribute(
      'href',
      paths.serviceLogs(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
  });

  it('shows the deployed commit on the service’s overview once its polled status says it deployed', async () => {
    const api = serve();
    api
      .on(serviceEndpointsByKind.application.get, { body: web })
      .on(environmentDeploymentEndpoints.statuses, {
        body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYING')] }),
      });
    const { queryClient } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Not deployed yet')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(environmentDeploymentEndpoints.statuses)).toHaveLength(1));

    const deployed = {
      ...web,
      git_repository: {
        ...web.git_repository,
        deployed_commit_id: 'c0ffee1234567890c0ffee1234567890c0ffee12',
      },
    };
    api
      .on(serviceEndpointsByKind.application.get, { body: deployed })
      .on(environmentDeploymentEndpoints.statuses, {
        body: environmentStatuses({
          applications: [serviceStatus(web.id, 'DEPLOYED', { last_deployment_date: '2025-05-02T10:00:00Z' })],
        }),
      });
    // The statuses' next poll, as its interval would send it.
    await queryClient.refetchQueries({ queryKey: deploymentStatusKeys.environment(ENVIRONMENT_ID) });

    expect(await within(details).findByText('c0ffee123456')).toBeInTheDocument();
    expect(within(details).queryByText('Not deployed yet')).not.toBeInTheDocument();
  });
});
