import type { AccessClass, ApiTokenScope } from '../../contract';

type ScopedAccess = Exclude<AccessClass, 'public' | 'authenticated'>;

/** Each scope includes the ones before it. */
const rank: Record<ApiTokenScope, number> = { READ: 0, DEPLOY: 1, WRITE: 2, ADMIN: 3 };

/** The least scope an access class needs. */
export const scopeNeeded: Record<ScopedAccess, ApiTokenScope> = {
  read: 'READ',
  deploy: 'DEPLOY',
  write: 'WRITE',
  admin: 'ADMIN',
};

export function isScopedAccess(access: AccessClass): access is ScopedAccess {
  return access in scopeNeeded;
}

export function scopeAllows(held: ApiTokenScope, access: ScopedAccess): boolean {
  return rank[held] >= rank[scopeNeeded[access]];
}
