import type { ApiTokenScope } from '../../contract';
import type { RoleGrant } from './access';

/** Who sent a request, once its credentials are verified. */
export type Principal = ApiTokenPrincipal | PersonPrincipal;

/** An API token belongs to one organization and holds one scope there, and acts with one role. */
export interface ApiTokenPrincipal {
  kind: 'api_token';
  tokenId: string;
  name: string;
  organizationId: string;
  scope: ApiTokenScope;
  role: RoleGrant;
}

/** A signed-in person holds a role in each organization they belong to, and the scope that role amounts to. */
export interface PersonPrincipal {
  kind: 'user';
  userId: string;
  name: string;
  email: string;
  scopes: ReadonlyMap<string, ApiTokenScope>;
  roles: ReadonlyMap<string, RoleGrant>;
}

/** The scope these credentials hold in an organization, or null when they have nothing to do with it. */
export function scopeIn(principal: Principal, organizationId: string): ApiTokenScope | null {
  if (principal.kind === 'api_token') {
    return principal.organizationId === organizationId ? principal.scope : null;
  }
  return principal.scopes.get(organizationId) ?? null;
}

/** The role these credentials act with in an organization, or null when they have nothing to do with it. */
export function roleIn(principal: Principal, organizationId: string): RoleGrant | null {
  if (principal.kind === 'api_token') {
    return principal.organizationId === organizationId ? principal.role : null;
  }
  return principal.roles.get(organizationId) ?? null;
}

/** Organizations these credentials can see. */
export function visibleOrganizationIds(principal: Principal): string[] {
  return principal.kind === 'api_token' ? [principal.organizationId] : [...principal.scopes.keys()];
}

/** How these credentials are named where records say who made them. */
export function displayNameOf(principal: Principal): string {
  return principal.kind === 'user' ? principal.name : `${principal.name} (API token)`;
}

/** Credentials as a request presents them. */
export type Credentials = { kind: 'api_token'; value: string } | { kind: 'bearer'; value: string };

export type AuthenticationResult = { principal: Principal } | { failure: string };

/** Verifies credentials; the auth module, which knows tokens and sessions, implements it. */
export interface Authenticator {
  authenticate(credentials: Credentials): Promise<AuthenticationResult>;
}
