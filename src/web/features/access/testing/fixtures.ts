import {
  builtInRoleIds,
  type AvailableRole,
  type BillingInfo,
  type BuiltInRole,
  type CustomRole,
  type Invitation,
  type Member,
} from '../../../../contract';

let sequence = 0;
const nextId = () => `acacacac-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

export function member(name: string, role: BuiltInRole, overrides: Partial<Member> = {}): Member {
  return {
    id: nextId(),
    created_at: '2025-02-01T10:00:00Z',
    updated_at: '2025-02-01T10:00:00Z',
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    role,
    role_id: builtInRoleIds[role],
    role_name: role,
    ...overrides,
  };
}

export function invitation(email: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: nextId(),
    created_at: '2025-02-02T10:00:00Z',
    updated_at: '2025-02-02T10:00:00Z',
    email,
    role: 'DEVELOPER',
    role_id: builtInRoleIds.DEVELOPER,
    role_name: 'DEVELOPER',
    invitation_link: null,
    invitation_status: 'PENDING',
    organization_name: 'Acme',
    inviter: 'Demo User',
    expires_at: '2025-02-09T10:00:00Z',
    ...overrides,
  };
}

/** The built-in roles, then the custom ones given, as `availableRole` answers them. */
export function availableRoles(...custom: CustomRole[]): { results: AvailableRole[] } {
  return {
    results: [
      ...(Object.keys(builtInRoleIds) as BuiltInRole[]).map((role) => ({
        id: builtInRoleIds[role],
        name: role,
        built_in: true,
      })),
      ...custom.map((role) => ({ id: role.id, name: role.name, built_in: false })),
    ],
  };
}

export function customRole(name: string, overrides: Partial<CustomRole> = {}): CustomRole {
  return {
    id: nextId(),
    name,
    description: '',
    cluster_permissions: [],
    project_permissions: [],
    all_projects: null,
    ...overrides,
  };
}

export function billingInfo(overrides: Partial<BillingInfo> = {}): BillingInfo {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'billing@acme.example.com',
    address: '1 Main Street',
    city: 'Springfield',
    zip: '12345',
    state: 'CA',
    country_code: 'US',
    company: 'Acme',
    vat_number: null,
    ...overrides,
  };
}
