import type { LightMyRequestResponse } from 'fastify';
import { authHeaders } from './seed';
import type { TestApp } from './testApp';

export type Response = LightMyRequestResponse;

/** Requests to the API with the given headers, paths as the contract writes them (without /api). */
function clientWith(t: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, payload: unknown = {}) => send('POST', path, payload),
    put: (path: string, payload: unknown) => send('PUT', path, payload),
    delete: (path: string, payload?: unknown) => send('DELETE', path, payload),
  };
}

/** Requests to the API with an API token. */
export function apiClient(t: TestApp, token: string) {
  return clientWith(t, authHeaders.token(token));
}

/** A new person holding `memberships`, signed in: their requests carry the session's bearer token. */
export async function signedInPerson(t: TestApp, memberships: Parameters<TestApp['createPerson']>[0]) {
  const person = await t.createPerson(memberships);
  const session = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: person.email, password: person.password },
    }),
    200,
  );
  return { person, ...clientWith(t, authHeaders.bearer(session.access_token)) };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The body of a response that must have the status; the failure message shows the body otherwise. */
export function expectStatus(response: Response, status: number) {
  if (response.statusCode !== status) {
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.body === '' ? undefined : response.json();
}

export interface PlatformFixture {
  organizationId: string;
  api: ApiClient;
  /** The ADMIN token `api` sends, for requests that need headers of their own. */
  adminToken: string;
  clusterId: string;
  projectId: string;
  environmentId: string;
}

/** An organization with an ADMIN client, a default cluster, a project and an environment on that cluster. */
export async function platformFixture(
  t: TestApp,
  cluster: { cpu?: number; memory?: number; gpu?: number } = {},
): Promise<PlatformFixture> {
  const org = await t.createOrganization();
  const api = apiClient(t, org.adminToken.value);
  const { id: clusterId } = await t.createCluster(org.id, { isDefault: true, ...cluster });
  const project = expectStatus(
    await api.post(`/organization/${org.id}/project`, { name: t.unique('project') }),
    200,
  );
  const environment = expectStatus(
    await api.post(`/project/${project.id}/environment`, { name: 'production', mode: 'PRODUCTION' }),
    201,
  );
  return {
    organizationId: org.id,
    api,
    adminToken: org.adminToken.value,
    clusterId,
    projectId: project.id,
    environmentId: environment.id,
  };
}
