import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenScope, BuiltInRole } from '../../contract';
import {
  apiClient,
  expectStatus,
  platformFixture,
  type PlatformFixture,
  signedInPerson,
} from '../testing/api';
import { type TestApp, testApp } from '../testing/testApp';

// For each kind of role and each token scope, one endpoint of every family answers 2xx or 403 as the rules say:
// a request passes when the token's scope reaches the endpoint's access class AND the role allows it where the
// record is. The role's rights are written out here by hand, place by place, rather than computed by the code
// under test.

type Access = 'read' | 'deploy' | 'write' | 'admin';
/** Where a request lands, as a role sees it. */
type Place =
  | 'organization'
  | 'project'
  | 'otherProject'
  | 'staging'
  | 'production'
  | 'cluster'
  /** A new environment of the project (or a copy of its staging one) on the cluster: the project's and the
   * cluster's permissions both decide. */
  | 'newEnvironment';

const scopes: ApiTokenScope[] = ['READ', 'DEPLOY', 'WRITE', 'ADMIN'];
const scopeReaches: Record<ApiTokenScope, Access[]> = {
  READ: ['read'],
  DEPLOY: ['read', 'deploy'],
  WRITE: ['read', 'deploy', 'write'],
  ADMIN: ['read', 'deploy', 'write', 'admin'],
};

type RoleKind =
  | BuiltInRole
  | 'CUSTOM_STAGING_DEPLOYER'
  | 'CUSTOM_PROJECT_ADMIN_CLUSTER_VIEWER'
  | 'CUSTOM_PROJECT_ADMIN_ENV_CREATOR';
const everything: Access[] = ['read', 'deploy', 'write', 'admin'];
const allPlaces = (allowed: Access[]): Record<Place, Access[]> => ({
  organization: allowed,
  project: allowed,
  otherProject: allowed,
  staging: allowed,
  production: allowed,
  cluster: allowed,
  newEnvironment: allowed,
});
const roleAllows: Record<RoleKind, Record<Place, Access[]>> = {
  OWNER: allPlaces(everything),
  ADMIN: allPlaces(everything),
  DEVELOPER: allPlaces(['read', 'deploy', 'write']),
  VIEWER: allPlaces(['read']),
  // DEPLOYER on STAGING, VIEWER on PRODUCTION of one project; nothing in the other; VIEWER of the cluster.
  CUSTOM_STAGING_DEPLOYER: {
    organization: ['read'],
    project: ['read'],
    otherProject: [],
    staging: ['read', 'deploy'],
    production: ['read'],
    cluster: ['read'],
    newEnvironment: [],
  },
  // Admin of the project, VIEWER of the cluster: everything in the project but a new environment on the cluster.
  CUSTOM_PROJECT_ADMIN_CLUSTER_VIEWER: {
    organization: ['read'],
    project: everything,
    otherProject: [],
    staging: everything,
    production: everything,
    cluster: ['read'],
    newEnvironment: [],
  },
  // The same with ENV_CREATOR on the cluster: new environments there too, and still no cluster changes.
  CUSTOM_PROJECT_ADMIN_ENV_CREATOR: {
    organization: ['read'],
    project: everything,
    otherProject: [],
    staging: everything,
    production: everything,
    cluster: ['read'],
    newEnvironment: everything,
  },
};

interface World extends PlatformFixture {
  otherProjectId: string;
  stagingId: string;
  stagingDatabaseId: string;
  productionDatabaseId: string;
  customRoleIds: Record<Exclude<RoleKind, BuiltInRole>, string>;
  projectVariableId: string;
}

interface Probe {
  family: string;
  access: Access;
  place: Place;
  send: (api: ReturnType<typeof apiClient>, world: World) => ReturnType<ReturnType<typeof apiClient>['get']>;
}

let counter = 0;
const fresh = (label: string) => `${label}-${++counter}`;

const probes: Probe[] = [
  {
    family: 'organizations',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}`),
  },
  {
    family: 'permissions',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/permissions`),
  },
  {
    family: 'projects (list)',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/project`),
  },
  {
    family: 'projects (create)',
    access: 'write',
    place: 'organization',
    send: (api, w) => api.post(`/organization/${w.organizationId}/project`, { name: fresh('p') }),
  },
  {
    family: 'projects (get)',
    access: 'read',
    place: 'project',
    send: (api, w) => api.get(`/project/${w.projectId}`),
  },
  {
    family: 'projects (edit)',
    access: 'write',
    place: 'project',
    send: (api, w) => api.put(`/project/${w.projectId}`, { name: fresh('renamed') }),
  },
  {
    family: 'projects (other)',
    access: 'read',
    place: 'otherProject',
    send: (api, w) => api.get(`/project/${w.otherProjectId}`),
  },
  {
    family: 'environments (create on the cluster)',
    access: 'write',
    place: 'newEnvironment',
    send: (api, w) =>
      api.post(`/project/${w.projectId}/environment`, {
        name: fresh('env'),
        mode: 'DEVELOPMENT',
        cluster: w.clusterId,
      }),
  },
  {
    family: 'environments (clone to the cluster)',
    access: 'write',
    place: 'newEnvironment',
    send: (api, w) =>
      api.post(`/environment/${w.stagingId}/clone`, { name: fresh('copy'), cluster_id: w.clusterId }),
  },
  {
    family: 'environments (staging)',
    access: 'read',
    place: 'staging',
    send: (api, w) => api.get(`/environment/${w.stagingId}`),
  },
  {
    family: 'environments (production)',
    access: 'read',
    place: 'production',
    send: (api, w) => api.get(`/environment/${w.environmentId}`),
  },
  {
    family: 'services (create, staging)',
    access: 'write',
    place: 'staging',
    send: (api, w) =>
      api.post(`/environment/${w.stagingId}/database`, {
        name: fresh('db'),
        type: 'POSTGRESQL',
        version: '16',
      }),
  },
  {
    family: 'services (get, production)',
    access: 'read',
    place: 'production',
    send: (api, w) => api.get(`/database/${w.productionDatabaseId}`),
  },
  {
    family: 'deployments (staging)',
    access: 'deploy',
    place: 'staging',
    send: (api, w) => api.post(`/database/${w.stagingDatabaseId}/deploy`),
  },
  {
    family: 'deployments (production)',
    access: 'deploy',
    place: 'production',
    send: (api, w) => api.post(`/database/${w.productionDatabaseId}/deploy`),
  },
  {
    family: 'deployment stages',
    access: 'read',
    place: 'staging',
    send: (api, w) => api.get(`/environment/${w.stagingId}/deploymentStage`),
  },
  {
    family: 'variables (list, production)',
    access: 'read',
    place: 'production',
    send: (api, w) => api.get(`/environment/${w.environmentId}/environmentVariable`),
  },
  {
    family: 'variables (create, staging)',
    access: 'write',
    place: 'staging',
    send: (api, w) =>
      api.post(`/environment/${w.stagingId}/environmentVariable`, {
        key: fresh('KEY').replace('-', '_'),
        value: 'v',
      }),
  },
  {
    family: 'variables (create, project)',
    access: 'write',
    place: 'project',
    send: (api, w) =>
      api.post(`/project/${w.projectId}/environmentVariable`, {
        key: fresh('KEY').replace('-', '_'),
        value: 'v',
      }),
  },
  {
    family: 'variables (unified list, staging)',
    access: 'read',
    place: 'staging',
    send: (api, w) => api.get(`/variable?parent_id=${w.stagingId}&scope=ENVIRONMENT`),
  },
  {
    family: 'variables (unified list, other project)',
    access: 'read',
    place: 'otherProject',
    send: (api, w) => api.get(`/variable?parent_id=${w.otherProjectId}&scope=PROJECT`),
  },
  {
    family: 'variables (edit a project variable)',
    access: 'write',
    place: 'project',
    send: (api, w) =>
      api.put(`/variable/${w.projectVariableId}`, { key: 'PROJECT_WIDE', value: fresh('value') }),
  },
  {
    family: 'clusters (get)',
    access: 'read',
    place: 'cluster',
    send: (api, w) => api.get(`/organization/${w.organizationId}/cluster/${w.clusterId}/status`),
  },
  {
    family: 'clusters',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/cluster`),
  },
  {
    family: 'cluster locks (lock, then unlock)',
    access: 'admin',
    place: 'cluster',
    send: async (api, w) => {
      const locked = await api.post(`/cluster/${w.clusterId}/lock`, { reason: fresh('freeze') });
      // Lifted at once, so that the next credentials find the cluster unlocked; the unlock needs the same rights.
      if (locked.statusCode === 200) expectStatus(await api.delete(`/cluster/${w.clusterId}/lock`), 204);
      return locked;
    },
  },
  {
    family: 'cluster locks (list)',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/lock`),
  },
  {
    family: 'git tokens',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/gitToken`),
  },
  {
    family: 'container registries (create)',
    access: 'admin',
    place: 'organization',
    send: (api, w) =>
      api.post(`/organization/${w.organizationId}/containerRegistry`, {
        name: fresh('hub'),
        kind: 'DOCKER_HUB',
        url: 'https://registry-1.docker.io',
      }),
  },
  {
    family: 'api tokens',
    access: 'admin',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/apiToken`),
  },
  {
    family: 'custom roles (list)',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/customRole`),
  },
  {
    family: 'custom roles (create)',
    access: 'admin',
    place: 'organization',
    send: (api, w) => api.post(`/organization/${w.organizationId}/customRole`, { name: fresh('role') }),
  },
  {
    family: 'members',
    access: 'read',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/member`),
  },
  {
    family: 'invitations',
    access: 'admin',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/inviteMember`),
  },
  {
    family: 'billing info',
    access: 'admin',
    place: 'organization',
    send: (api, w) => api.get(`/organization/${w.organizationId}/billingInfo`),
  },
];

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await testApp();
  const fixture = await platformFixture(t);
  const { api, organizationId, projectId } = fixture;
  const other = expectStatus(
    await api.post(`/organization/${organizationId}/project`, { name: 'other' }),
    200,
  );
  const staging = expectStatus(
    await api.post(`/project/${projectId}/environment`, { name: 'staging', mode: 'STAGING' }),
    201,
  );
  const database = (environmentId: string) =>
    api.post(`/environment/${environmentId}/database`, { name: 'db', type: 'POSTGRESQL', version: '16' });
  const stagingDatabase = expectStatus(await database(staging.id), 201);
  const productionDatabase = expectStatus(await database(fixture.environmentId), 201);
  const permissions = (staging: string, production: string) =>
    ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({
      environment_type: type,
      permission: type === 'STAGING' ? staging : type === 'PRODUCTION' ? production : 'NO_ACCESS',
    }));
  const customRole = async (
    name: string,
    clusterPermission: string,
    projectEntry: { is_admin: boolean; permissions: ReturnType<typeof permissions> },
  ): Promise<string> => {
    const role = expectStatus(await api.post(`/organization/${organizationId}/customRole`, { name }), 201);
    expectStatus(
      await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
        name,
        cluster_permissions: [{ cluster_id: fixture.clusterId, permission: clusterPermission }],
        project_permissions: [
          { project_id: projectId, ...projectEntry },
          { project_id: other.id, is_admin: false, permissions: permissions('NO_ACCESS', 'NO_ACCESS') },
        ],
      }),
      200,
    );
    return role.id;
  };
  const projectAdmin = { is_admin: true, permissions: [] };
  const customRoleIds = {
    CUSTOM_STAGING_DEPLOYER: await customRole('Staging deployer', 'VIEWER', {
      is_admin: false,
      permissions: permissions('DEPLOYER', 'VIEWER'),
    }),
    CUSTOM_PROJECT_ADMIN_CLUSTER_VIEWER: await customRole(
      'Project admin, cluster viewer',
      'VIEWER',
      projectAdmin,
    ),
    CUSTOM_PROJECT_ADMIN_ENV_CREATOR: await customRole(
      'Project admin, environment creator',
      'ENV_CREATOR',
      projectAdmin,
    ),
  };
  const projectVariable = expectStatus(
    await api.post(`/project/${projectId}/environmentVariable`, { key: 'PROJECT_WIDE', value: 'v' }),
    201,
  );
  world = {
    ...fixture,
    projectVariableId: projectVariable.id,
    otherProjectId: other.id,
    stagingId: staging.id,
    stagingDatabaseId: stagingDatabase.id,
    productionDatabaseId: productionDatabase.id,
    customRoleIds,
  };
});
afterAll(() => t.close());

const builtInIds: Record<BuiltInRole, string> = {
  OWNER: '00000000-0000-4000-8000-000000000001',
  ADMIN: '00000000-0000-4000-8000-000000000002',
  DEVELOPER: '00000000-0000-4000-8000-000000000003',
  VIEWER: '00000000-0000-4000-8000-000000000004',
};

describe.each(Object.keys(roleAllows) as RoleKind[])('a token with the %s role', (roleKind) => {
  it.each(scopes)('and the %s scope is let through exactly where both allow', async (scope) => {
    const roleId =
      roleKind in builtInIds
        ? builtInIds[roleKind as BuiltInRole]
        : world.customRoleIds[roleKind as Exclude<RoleKind, BuiltInRole>];
    // Seeded rather than made through the API: only an owner binds a token to the owner role.
    const created = await t.createToken(world.organizationId, scope, {
      name: fresh(`matrix-${roleKind}-${scope}`),
      roleId,
    });
    const api = apiClient(t, created.value);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const probe of probes) {
      const response = await probe.send(api, world);
      const allowed =
        scopeReaches[scope].includes(probe.access) &&
        roleAllows[roleKind][probe.place].includes(probe.access);
      outcomes.push(
        `${probe.family}: ${response.statusCode >= 200 && response.statusCode < 300 ? '2xx' : response.statusCode}`,
      );
      expected.push(`${probe.family}: ${allowed ? '2xx' : 403}`);
      if (response.statusCode === 403) {
        expect(response.json()).toMatchObject({ status: 403, error: 'Forbidden' });
      }
    }
    expect(outcomes).toEqual(expected);
  });
});

describe('a person with a custom role', () => {
  it('sees only the projects, environments and clusters the role reaches, and is refused the rest', async () => {
    const person = await signedInPerson(t, [
      {
        organizationId: world.organizationId,
        role: 'CUSTOM',
        customRoleId: world.customRoleIds.CUSTOM_STAGING_DEPLOYER,
      },
    ]);
    const { get } = person;

    const projects = expectStatus(await get(`/organization/${world.organizationId}/project`), 200);
    expect(projects.results.map((project: { id: string }) => project.id)).toEqual([world.projectId]);
    const environments = expectStatus(await get(`/project/${world.projectId}/environment`), 200);
    // The probes above made more environments (and copies of the staging one): the types are what counts.
    const types = new Set(environments.results.map((environment: { mode: string }) => environment.mode));
    expect([...types].sort()).toEqual(['PRODUCTION', 'STAGING']);
    const clusters = expectStatus(await get(`/organization/${world.organizationId}/cluster`), 200);
    expect(clusters.results.map((cluster: { id: string }) => cluster.id)).toEqual([world.clusterId]);

    const deployProduction = await person.post(`/database/${world.productionDatabaseId}/deploy`);
    expect(deployProduction.statusCode).toBe(403);
    expect(deployProduction.json().message).toMatch(
      /Role "Staging deployer" holds VIEWER on PRODUCTION environments of this project; deploying needs DEPLOYER/,
    );
    expect((await person.post(`/database/${world.stagingDatabaseId}/deploy`)).statusCode).toBe(202);

    const me = expectStatus(await get('/auth/me'), 200);
    expect(me.organizations).toEqual([
      expect.objectContaining({ id: world.organizationId, scope: 'DEPLOY' }),
    ]);
  });

  it('tells the console what it may do, with the reason where it may not, naming permissions as its pages do', async () => {
    const token = await t.createToken(world.organizationId, 'ADMIN', {
      roleId: world.customRoleIds.CUSTOM_STAGING_DEPLOYER,
    });
    const permissions = expectStatus(
      await apiClient(t, token.value).get(`/organization/${world.organizationId}/permissions`),
      200,
    );
    expect(permissions).toMatchObject({
      role_id: world.customRoleIds.CUSTOM_STAGING_DEPLOYER,
      role_name: 'Staging deployer',
      scope: 'ADMIN',
    });
    expect(permissions.organization.write.allowed).toBe(false);
    const project = permissions.projects.find(
      (entry: { project_id: string }) => entry.project_id === world.projectId,
    );
    const byType = Object.fromEntries(
      project.environment_types.map((entry: { environment_type: string }) => [entry.environment_type, entry]),
    );
    expect(byType.STAGING.deploy).toEqual({ allowed: true, reason: null });
    expect(byType.PRODUCTION.deploy).toEqual({
      allowed: false,
      reason:
        'Role "Staging deployer" holds Viewer on Production environments of this project; deploying needs Deployer',
    });
    expect(byType.PRODUCTION.read.allowed).toBe(true);
    expect(project.manage.allowed).toBe(false);
    const cluster = permissions.clusters.find(
      (entry: { cluster_id: string }) => entry.cluster_id === world.clusterId,
    );
    expect(cluster.create_environments).toEqual({
      allowed: false,
      reason: expect.stringMatching(
        /^Role "Staging deployer" holds Viewer on cluster ".+"; creating environments there needs Environment creator or Admin$/,
      ),
    });

    const creatorToken = await t.createToken(world.organizationId, 'ADMIN', {
      roleId: world.customRoleIds.CUSTOM_PROJECT_ADMIN_ENV_CREATOR,
    });
    const creator = expectStatus(
      await apiClient(t, creatorToken.value).get(`/organization/${world.organizationId}/permissions`),
      200,
    );
    expect(
      creator.clusters.find((entry: { cluster_id: string }) => entry.cluster_id === world.clusterId)
        .create_environments,
    ).toEqual({ allowed: true, reason: null });
  });
});
