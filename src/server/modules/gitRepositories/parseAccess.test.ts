import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiClient,
  apiClient,
  expectStatus,
  platformFixture,
  type PlatformFixture,
  signedInPerson,
} from '../../testing/api';
import { type CountingListener, countingListener } from '../../testing/countingListener';
import { type TestApp, testApp } from '../../testing/testApp';
import { UNREADABLE_SOURCE } from '../terraformVariables/checkout';

// Reading a Terraform module clones with the organization's git tokens: it needs what creating the Terraform
// service it serves needs (the WRITE scope, and a role that may create services somewhere), never mere reading.

let t: TestApp;
let world: PlatformFixture;
/** Where each request asks the platform to clone from: counts the connections the platform makes. */
let target: CountingListener;

beforeAll(async () => {
  // Loopback targets allowed, as in development: only the access check stands between a caller and the clone.
  t = await testApp();
  world = await platformFixture(t);
  target = await countingListener();
});
afterAll(async () => {
  await target.close();
  await t.close();
});

const ENVIRONMENT_TYPES = ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'] as const;

/** A custom role holding `permission` on `types` of the project (NO_ACCESS elsewhere), VIEWER of the cluster. */
async function customRole(name: string, permission: string, types: readonly string[]): Promise<string> {
  const { api, organizationId, projectId, clusterId } = world;
  const role = expectStatus(await api.post(`/organization/${organizationId}/customRole`, { name }), 201);
  expectStatus(
    await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
      name,
      cluster_permissions: [{ cluster_id: clusterId, permission: 'VIEWER' }],
      project_permissions: [
        {
          project_id: projectId,
          is_admin: false,
          permissions: ENVIRONMENT_TYPES.map((type) => ({
            environment_type: type,
            permission: types.includes(type) ? permission : 'NO_ACCESS',
          })),
        },
      ],
    }),
    200,
  );
  return role.id;
}

const parse = (api: ApiClient) =>
  api.post(`/organization/${world.organizationId}/parseTerraformVariablesFromGitRepo`, {
    git_repository: { url: `https://127.0.0.1:${target.port}/acme/infra.git`, branch: 'main' },
  });

describe('POST /organization/{id}/parseTerraformVariablesFromGitRepo', () => {
  it('is refused (403) to a READ token, a VIEWER member and read-only custom roles, before any connection', async () => {
    const { organizationId } = world;
    const readOnlyRole = await customRole('Reads everything', 'VIEWER', ENVIRONMENT_TYPES);
    const deployerRole = await customRole('Deploys everything', 'DEPLOYER', ENVIRONMENT_TYPES);
    const callers: [string, ApiClient][] = [
      ['a READ token', apiClient(t, (await t.createToken(organizationId, 'READ')).value)],
      ['a DEPLOY token', apiClient(t, (await t.createToken(organizationId, 'DEPLOY')).value)],
      ['a VIEWER member', await signedInPerson(t, [{ organizationId, role: 'VIEWER' }])],
      [
        'a member with a read-only custom role',
        await signedInPerson(t, [{ organizationId, role: 'CUSTOM', customRoleId: readOnlyRole }]),
      ],
      [
        'a member with a deploy-only custom role',
        await signedInPerson(t, [{ organizationId, role: 'CUSTOM', customRoleId: deployerRole }]),
      ],
      [
        'a WRITE token bound to a read-only custom role',
        apiClient(t, (await t.createToken(organizationId, 'WRITE', { roleId: readOnlyRole })).value),
      ],
    ];
    for (const [who, api] of callers) {
      const refused = await parse(api);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error, who).toBe('Forbidden');
    }
    expect(target.connections).toBe(0);
  });

  it('is open to what may create a Terraform service: a WRITE token, a DEVELOPER, a custom role managing one type', async () => {
    const { organizationId } = world;
    const stagingManager = await customRole('Manages staging', 'MANAGER', ['STAGING']);
    const callers: [string, ApiClient][] = [
      ['a WRITE token', apiClient(t, (await t.createToken(organizationId, 'WRITE')).value)],
      ['a DEVELOPER member', await signedInPerson(t, [{ organizationId, role: 'DEVELOPER' }])],
      [
        'a member managing one environment type',
        await signedInPerson(t, [{ organizationId, role: 'CUSTOM', customRoleId: stagingManager }]),
      ],
    ];
    for (const [who, api] of callers) {
      const before = target.connections;
      // The target is no git server: allowed through, the clone fails, with the one text every failure has.
      const answer = await parse(api);
      expect(answer.statusCode, who).toBe(400);
      expect(answer.json().message, who).toBe(`body.git_repository.url: ${UNREADABLE_SOURCE}`);
      expect(target.connections, who).toBeGreaterThan(before);
    }
  });
});
