import {
  type ApiToken,
  type ApiTokenScope,
  builtInRoleIds,
  type EnvironmentMode,
  environmentMode,
  environmentTypeLabels,
  type Organization,
  type Permissions,
  type Project,
  type WhoAmI,
} from '../../contract';

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ORG_ID = '22222222-2222-4222-8222-222222222222';

/** A role that amounts to each scope (as `permissionsOf` names it for Admin); Deploy is no built-in role's. */
export const roleOfScope: Record<ApiTokenScope, { role_id: string; role_name: string }> = {
  ADMIN: { role_id: builtInRoleIds.ADMIN, role_name: 'ADMIN' },
  WRITE: { role_id: builtInRoleIds.DEVELOPER, role_name: 'DEVELOPER' },
  DEPLOY: { role_id: '33333333-3333-4333-8333-333333333333', role_name: 'Release managers' },
  READ: { role_id: builtInRoleIds.VIEWER, role_name: 'VIEWER' },
};

export function identity(scope: ApiTokenScope = 'ADMIN', overrides: Partial<WhoAmI> = {}): WhoAmI {
  return {
    kind: 'user',
    id: '99999999-9999-4999-8999-999999999999',
    name: 'Demo User',
    email: 'demo@example.com',
    organizations: [
      { id: ORG_ID, name: 'Acme', scope, ...roleOfScope[scope] },
      { id: OTHER_ORG_ID, name: 'Globex', scope: 'READ', ...roleOfScope.READ },
    ],
    ...overrides,
  };
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: nextId('aaaaaaaa'),
    name: 'web',
    description: 'The public website',
    organization: { id: ORG_ID },
    associated_environments_count: 2,
    created_at: '2025-01-15T10:00:00Z',
    updated_at: '2025-01-16T10:00:00Z',
    ...overrides,
  };
}

export function apiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: nextId('bbbbbbbb'),
    name: 'ci',
    description: 'Deploys from CI',
    scope: 'DEPLOY',
    role_id: '00000000-0000-4000-8000-000000000002',
    role_name: 'ADMIN',
    created_by: 'Demo User',
    last_used_at: null,
    expired_at: null,
    created_at: '2025-02-01T10:00:00Z',
    ...overrides,
  };
}

export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: ORG_ID,
    name: 'Acme',
    description: 'Rockets and anvils',
    plan: 'TEAM',
    website_url: 'https://acme.example.com',
    repository: null,
    logo_url: null,
    icon_url: null,
    admin_emails: ['ops@acme.example.com'],
    created_at: '2024-12-01T10:00:00Z',
    ...overrides,
  };
}

/** What a role that allows the scope everywhere may do, as the permissions endpoint answers it. */
export function permissionsOf(scope: ApiTokenScope = 'ADMIN', organizationId = ORG_ID): Permissions {
  const order: ApiTokenScope[] = ['READ', 'DEPLOY', 'WRITE', 'ADMIN'];
  const labels = { READ: 'Read', DEPLOY: 'Deploy', WRITE: 'Write', ADMIN: 'Admin' };
  const needs = (least: ApiTokenScope) =>
    order.indexOf(scope) >= order.indexOf(least)
      ? { allowed: true, reason: null }
      : { allowed: false, reason: `Needs ${labels[least]} access — your access here is ${labels[scope]}` };
  return {
    organization_id: organizationId,
    role_id: '00000000-0000-4000-8000-000000000002',
    role_name: 'ADMIN',
    scope,
    organization: {
      read: needs('READ'),
      deploy: needs('DEPLOY'),
      write: needs('WRITE'),
      admin: needs('ADMIN'),
    },
    projects: [],
    clusters: [],
  };
}

const allowed = { allowed: true, reason: null };

/**
 * A custom role's permissions as the server answers them: Manager on the given environment types of one project,
 * Viewer on its other types, not an admin of the project, nothing across the organization beyond reading.
 */
export function customRolePermissions(
  project: { id: string; name: string },
  managerOn: readonly EnvironmentMode[],
  roleName = 'Dev team',
): Permissions {
  const refused = (reason: string) => ({ allowed: false, reason: `Role "${roleName}" ${reason}` });
  const onType = (type: EnvironmentMode, doing: string, needed: string) =>
    managerOn.includes(type)
      ? allowed
      : refused(
          `holds Viewer on ${environmentTypeLabels[type]} environments of this project; ${doing} needs ${needed}`,
        );
  const builtIn = permissionsOf('WRITE');
  return {
    ...builtIn,
    role_id: '12121212-1212-4121-8121-121212121212',
    role_name: roleName,
    organization: {
      ...builtIn.organization,
      deploy: refused('does not allow deploying across the organization; that needs a built-in role'),
      write: refused(
        'does not allow creating, editing or deleting across the organization; that needs a built-in role',
      ),
    },
    projects: [
      {
        project_id: project.id,
        project_name: project.name,
        read: allowed,
        manage: refused('is not an admin of this project; creating, editing or deleting it needs that'),
        environment_types: environmentMode.options.map((type) => ({
          environment_type: type,
          read: allowed,
          deploy: onType(type, 'deploying', 'Deployer'),
          write: onType(type, 'creating, editing or deleting', 'Manager'),
        })),
      },
    ],
  };
}
