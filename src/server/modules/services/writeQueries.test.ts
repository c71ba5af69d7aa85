import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, type ServicesFixture, servicesFixture } from '../../testing/services';

const logged = useLoggedTestApp();

/** The statements one request sends, from authentication to the response, each as its verb and first table. */
async function statementsOf(send: () => Promise<unknown>): Promise<string[]> {
  logged.log.clear();
  await send();
  return logged.log.statements.map((statement) => {
    const table = /(?:from|into|update) "(\w+)"/.exec(statement)?.[1] ?? '?';
    return `${statement.split(' ')[0]} ${table}`;
  });
}

/**
 * The organization the path's environment or service belongs to. The token itself costs nothing here: the fixture's
 * earlier requests looked it up and recorded its use, and the test clock stands still within its trust window.
 */
const authorization = (scope: 'environments' | 'services') => [`select ${scope}`];

/** An application naming a git token, so that validation has a reference to load. */
async function applicationRequest(fixture: ServicesFixture) {
  const { api, organizationId } = fixture;
  const token = expectStatus(
    await api.post(`/organization/${organizationId}/gitToken`, { name: 'ci', type: 'GITHUB', token: 't' }),
    201,
  );
  return {
    ...minimalRequests(fixture).application,
    git_repository: { url: 'https://github.com/acme/api.git', git_token_id: token.id },
  };
}

describe('a service write reads what it validates once', () => {
  it('a create answers from what validation loaded, without reading the service back', async () => {
    const fixture = await servicesFixture(logged.t);
    const request = await applicationRequest(fixture);
    const create = await statementsOf(async () => {
      expectStatus(await fixture.api.post(`/environment/${fixture.environmentId}/application`, request), 201);
    });
    // Before, 16 statements: these, then the row read back, its placement and references loaded again and what
    // runs of it looked up (two statements), for a service that had just been created.
    expect(create).toEqual([
      ...authorization('environments'),
      'select environments', // the placement: environment and cluster
      'select git_tokens', // the references the request names
      'insert services',
      'select environments', // the environment locked, to put the service in its default stage
      'select deployment_stages',
      'insert deployment_stage_services',
      'delete service_dependencies',
      'insert service_dependencies',
      'insert variables', // its built-in variables, in one statement
      'with environments', // its environment noted as changed, for the consoles watching it
    ]);
    expect(create).toHaveLength(11);
  });

  it('an edit reads the service, its placement and references once, then only what runs of it', async () => {
    const fixture = await servicesFixture(logged.t);
    const request = await applicationRequest(fixture);
    const { id } = expectStatus(
      await fixture.api.post(`/environment/${fixture.environmentId}/application`, request),
      201,
    );
    const edit = await statementsOf(async () => {
      expectStatus(await fixture.api.put(`/application/${id}`, { ...request, name: 'api-2' }), 200);
    });
    // Before, 14 statements: the row, its placement and references were read again after the update.
    expect(edit).toEqual([
      ...authorization('services'),
      'select services',
      'select environments',
      'select git_tokens',
      'select deployments', // the commit that runs, for the response
      'select deployments',
      'update services',
      'delete service_dependencies',
      'insert service_dependencies',
      'insert variables', // built-ins a new port may bring, those stored already left as they are
      'with environments', // its environment noted as changed, for the consoles watching it
    ]);
    expect(edit).toHaveLength(11);
  });
});
