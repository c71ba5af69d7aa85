import type { ApiToken, ApiTokenScope, Organization, Permissions, Project, WhoAmI } from '../../contract';

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ORG_ID = '22222222-2222-4222-8222-222222222222';

export function identity(scope: ApiTokenScope = 'ADMIN', overrides: Partial<WhoAmI> = {}): WhoAmI {
  return {
    kind: 'user',
    id: '99999999-9999-4999-8999-999999999999',
    name: 'Demo User',
    email: 'demo@example.com',
    organizations: [
      { id: ORG_ID, name: 'Acme', scope },
      { id: OTHER_ORG_ID, name: 'Globex', scope: 'READ' },
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
