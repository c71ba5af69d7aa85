import type { AccessClass, ApiTokenScope } from '../../contract';

/** Each scope includes the ones before it. */
const RANK: Record<ApiTokenScope, number> = { READ: 1, DEPLOY: 2, WRITE: 3, ADMIN: 4 };

/** The scope an access class of the contract needs; null when any credentials (or none) will do. */
const NEEDED: Record<AccessClass, ApiTokenScope | null> = {
  public: null,
  authenticated: null,
  read: 'READ',
  deploy: 'DEPLOY',
  write: 'WRITE',
  admin: 'ADMIN',
};

export const scopeLabels: Record<ApiTokenScope, string> = {
  READ: 'Read',
  DEPLOY: 'Deploy',
  WRITE: 'Write',
  ADMIN: 'Admin',
};

export const scopeDescriptions: Record<ApiTokenScope, string> = {
  READ: 'Read-only access to every resource.',
  DEPLOY: 'Read, and trigger deployments.',
  WRITE: 'Deploy, and create, edit and delete resources.',
  ADMIN: 'Full access, including organization settings and API tokens.',
};

export function neededScope(access: AccessClass): ApiTokenScope | null {
  return NEEDED[access];
}

export function scopeAllows(scope: ApiTokenScope | undefined, access: AccessClass): boolean {
  const needed = NEEDED[access];
  if (needed === null) return true;
  return scope !== undefined && RANK[scope] >= RANK[needed];
}
