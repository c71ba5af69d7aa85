import type { ApiTokenScope } from '../../contract';

/** Who sent a request, once its credentials are verified. */
export type Principal = ApiTokenPrincipal | PersonPrincipal;

/** An API token belongs to one organization and holds one scope there. */
export interface ApiTokenPrincipal {
  kind: 'api_token';
  tokenId: string;
  name: string;
  organizationId: string;
  scope: ApiTokenScope;
}

/** A signed-in person holds, in each organization they belong to, the scope their role maps to. */
export interface PersonPrincipal {
  kind: 'user';
  userId: string;
  name: string;
  email: string;
  scopes: ReadonlyMap<string, ApiTokenScope>;
}

/** The scope these credentials hold in an organization, or null when they have nothing to do with it. */
export function scopeIn(principal: Principal, organizationId: string): ApiTokenScope | null {
  if (principal.kind === 'api_token') {
    return principal.organizationId === organizationId ? principal.scope : null;
  }
  return principal.scopes.get(organizationId) ?? null;
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
