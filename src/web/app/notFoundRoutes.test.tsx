import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentEndpoints,
  projectEndpoints,
  serviceDeploymentEndpointsByKind,
  serviceEndpointsByKind,
} from '../../contract';
import { paths } from '../lib/paths';
import { application, environment, ENVIRONMENT_ID, PROJECT_ID } from '../test/environmentFixtures';
import { ORG_ID, project } from '../test/fixtures';
import { apiError, mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000000';
const web = application('web');

function serve() {
  const api = mockApi()
    .on(projectEndpoints.list, { body: { results: [project({ id: PROJECT_ID })] } })
    .on(projectEndpoints.get, { body: project({ id: PROJECT_ID }) })
    .on(environmentEndpoints.list, { body: { results: [] } })
    .on(environmentEndpoints.get, { body: environment({ id: ENVIRONMENT_ID }) })
    .on(serviceEndpointsByKind.application.get, { body: web })
    .on(serviceDeploymentEndpointsByKind.application.history, { body: { results: [] } });
  signInAs(api, 'ADMIN');
  return api;
}

async function expectWayBack(name: string, href: string) {
  expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
}

describe('addresses naming records that are not there', { timeout: 45_000 }, () => {
  it('says an organization id is not valid, asks the API nothing about it, and leads to the organizations', async () => {
    const api = serve();
    renderRoutes(createRoutes(), paths.projects('not-an-id'));
    expect(
      await screen.findByRole('heading', { name: 'This address names an organization id that is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organization not found' })).toBeInTheDocument();
    await expectWayBack('Go to your organizations', paths.home());
    expect(api.sent(projectEndpoints.list)).toHaveLength(0);
  });

  it('names an organization the API does not know', async () => {
    const api = serve();
    api.on(projectEndpoints.list, apiError(404, `Organization ${UNKNOWN_ID} not found`));
    renderRoutes(createRoutes(), paths.projects(UNKNOWN_ID));
    expect(
      await screen.findByRole('heading', { name: `No organization with id ${UNKNOWN_ID}` }),
    ).toBeInTheDocument();
    await expectWayBack('Go to your organizations', paths.home());
  });

  it('names an unknown project and leads back to the projects', async () => {
    const api = serve();
    api.on(projectEndpoints.get, apiError(404, `Project ${UNKNOWN_ID} not found`));
    renderRoutes(createRoutes(), paths.project(ORG_ID, UNKNOWN_ID));
    expect(
      await screen.findByRole('heading', { name: `No project with id ${UNKNOWN_ID}` }),
    ).toBeInTheDocument();
    await expectWayBack('Back to the projects', paths.projects(ORG_ID));
  });

  it('says an environment id is not valid and leads back to its project', async () => {
    serve();
    renderRoutes(createRoutes(), paths.environment(ORG_ID, PROJECT_ID, '42'));
    expect(
      await screen.findByRole('heading', { name: 'This address names an environment id that is not valid' }),
    ).toBeInTheDocument();
    await expectWayBack('Back to the project', paths.project(ORG_ID, PROJECT_ID));
  });

  it('names an unknown service by its kind and leads back to its environment', async () => {
    const api = serve();
    api.on(serviceEndpointsByKind.database.get, apiError(404, `Database ${UNKNOWN_ID} not found`));
    renderRoutes(createRoutes(), paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', UNKNOWN_ID));
    expect(
      await screen.findByRole('heading', { name: `No database with id ${UNKNOWN_ID}` }),
    ).toBeInTheDocument();
    await expectWayBack('Back to the environment', paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID));
  });

  it('says a deployment id is not valid and leads back to the service’s deployments', async () => {
    serve();
    renderRoutes(
      createRoutes(),
      `${paths.serviceDeployments(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id)}/nope`,
    );
    expect(
      await screen.findByRole('heading', { name: 'This address names a deployment id that is not valid' }),
    ).toBeInTheDocument();
    await expectWayBack(
      'Back to the deployments',
      paths.serviceDeployments(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
  });
});
