import type { BuiltInRole, Session, SignInRequest, WhoAmI } from '../../../contract';
import type { Database } from '../../db/database';
import { ForbiddenError, TooManyAttemptsError, UnauthenticatedError } from '../../domain/errors';
import { type RoleGrant, roleIdOf, roleNameOf, scopeCeilingOf } from '../../domain/access';
import type { AuthenticationResult, Authenticator, Credentials, Principal } from '../../domain/principal';
import type { Runtime } from '../../runtime';
import type { ApiTokenService } from '../apiTokens';
import type { RoleService } from '../roles';
import { type AccessChanges, recentlyFound, type RecentlyFound } from '../shared/recentlyFound';
import { withDeps } from '../shared/withDeps';
import { hashPassword, verifyPassword } from './passwords';
import {
  type SignInBackOff,
  signInBackOff,
  signInBackOffPolicy,
  type SignInBackOffPolicy,
} from './signInBackOff';
import { recordSignInFailure } from './signInFailures';
import { findUserByEmail, findUserById, membershipsOf, organizationNameOf } from './queries';
import type { SessionTokens } from './sessions';

const WRONG_CREDENTIALS = 'Wrong email or password';

/** The role credentials act with, as members and permissions name it; none known reads as the least, a viewer. */
function roleFields(grant: RoleGrant | undefined): { role_id: string; role_name: string } {
  const held: RoleGrant = grant ?? { kind: 'built_in', role: 'VIEWER' };
  return { role_id: roleIdOf(held), role_name: roleNameOf(held) };
}

/**
 * What signing in and authenticating work with. A person's principal (their memberships and roles) and a custom
 * role's matrix are remembered as long as a token found by its hash (`recentPeople`, `recentCustomGrants`), and
 * forgotten with it whenever `access` is told of a change: each costs queries that would otherwise come with
 * every request.
 */
export interface AuthDeps {
  db: Database;
  runtime: Runtime;
  sessions: SessionTokens;
  apiTokens: ApiTokenService;
  roles: RoleService;
  recentPeople: RecentlyFound<Principal>;
  recentCustomGrants: RecentlyFound<RoleGrant>;
  backOff: SignInBackOff;
  /** A hash checked against when the email is unknown, so both failures take as long and do not reveal who has an account. */
  decoyHash: () => Promise<string>;
}

const nowOf = (deps: AuthDeps) => deps.runtime.clock.now().getTime();

/** What a principal acts with; a custom role's matrix from the recent ones when it was read a moment ago. */
function grantOf(
  deps: AuthDeps,
  role: BuiltInRole | 'CUSTOM',
  customRoleId: string | null,
): Promise<RoleGrant> {
  const { roles, recentCustomGrants } = deps;
  if (role !== 'CUSTOM' || !customRoleId) return roles.grant(role, customRoleId);
  return recentCustomGrants.find(customRoleId, nowOf(deps), () => roles.grant(role, customRoleId));
}

function personPrincipal(deps: AuthDeps, userId: string): Promise<Principal | null> {
  return deps.recentPeople.find(userId, nowOf(deps), () => readPersonPrincipal(deps, userId));
}

async function readPersonPrincipal(deps: AuthDeps, userId: string): Promise<Principal | null> {
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const rows = await membershipsOf(deps.db, userId);
  const grants = await Promise.all(
    rows.map(async (row) => [row.organizationId, await grantOf(deps, row.role, row.customRoleId)] as const),
  );
  const scopes = new Map(grants.map(([organizationId, grant]) => [organizationId, scopeCeilingOf(grant)]));
  return {
    kind: 'user',
    userId: user.id,
    name: user.name,
    email: user.email,
    scopes,
    roles: new Map(grants),
  };
}

/** The principal a request's credentials (an API token or a session's bearer token) stand for. */
export async function authenticate(deps: AuthDeps, credentials: Credentials): Promise<AuthenticationResult> {
  if (credentials.kind === 'api_token') {
    const result = await deps.apiTokens.check(credentials.value);
    if ('failure' in result) return result;
    const { token } = result;
    // A token bound to no role acts as an ADMIN would, the role of whoever may create tokens: its scope limits it.
    const role: RoleGrant = token.customRoleId
      ? await grantOf(deps, 'CUSTOM', token.customRoleId)
      : { kind: 'built_in', role: token.role ?? 'ADMIN' };
    return {
      principal: {
        kind: 'api_token',
        tokenId: token.id,
        name: token.name,
        organizationId: token.organizationId,
        scope: token.scope,
        role,
      },
    };
  }
  const claims = await deps.sessions.verify(credentials.value);
  if (!claims) return { failure: 'Invalid or expired bearer token: sign in again' };
  const principal = await personPrincipal(deps, claims.userId);
  return principal ? { principal } : { failure: 'The account of this bearer token no longer exists' };
}

/** Signs a person in from `clientAddress`, as its failed tries allow (`signInBackOff.ts`). */
export async function signIn(
  deps: AuthDeps,
  request: SignInRequest,
  clientAddress: string,
): Promise<Session> {
  const attempt = deps.backOff.attempt(request.email, clientAddress, nowOf(deps));
  if (!attempt.allowed) {
    const seconds = Math.ceil(attempt.waitMs / 1000);
    throw new TooManyAttemptsError(
      `Too many failed sign-ins to this account; try again in ${seconds} seconds`,
      seconds,
    );
  }
  const user = await findUserByEmail(deps.db, request.email);
  const valid = await verifyPassword(request.password, user?.passwordHash ?? (await deps.decoyHash()));
  if (!user || !valid) {
    if (user) await recordSignInFailure(deps.db, user, deps.runtime.clock.now());
    throw new UnauthenticatedError(WRONG_CREDENTIALS);
  }
  attempt.succeeded();
  return deps.sessions.issue(user.id);
}

/** A person's session is renewed; API tokens have no session to renew. */
export async function refreshSession({ sessions }: AuthDeps, principal: Principal): Promise<Session> {
  if (principal.kind !== 'user')
    throw new ForbiddenError('Only a bearer token (a signed-in session) can be refreshed');
  return sessions.issue(principal.userId);
}

export async function whoAmI({ db }: AuthDeps, principal: Principal): Promise<WhoAmI> {
  if (principal.kind === 'api_token') {
    const organizationName = (await organizationNameOf(db, principal.organizationId)) ?? '';
    return {
      kind: 'api_token',
      id: principal.tokenId,
      name: principal.name,
      email: null,
      organizations: [
        {
          id: principal.organizationId,
          name: organizationName,
          scope: principal.scope,
          ...roleFields(principal.role),
        },
      ],
    };
  }
  const rows = await membershipsOf(db, principal.userId);
  return {
    kind: 'user',
    id: principal.userId,
    name: principal.name,
    email: principal.email,
    organizations: rows.map((row) => ({
      id: row.organizationId,
      name: row.organizationName,
      scope: principal.scopes.get(row.organizationId) ?? 'READ',
      ...roleFields(principal.roles.get(row.organizationId)),
    })),
  };
}

export function createAuthService(
  db: Database,
  runtime: Runtime,
  sessions: SessionTokens,
  apiTokens: ApiTokenService,
  roles: RoleService,
  access: AccessChanges,
  backOffPolicy: SignInBackOffPolicy = signInBackOffPolicy,
) {
  let decoyHash: Promise<string> | undefined;
  const deps: AuthDeps = {
    db,
    runtime,
    sessions,
    apiTokens,
    roles,
    recentPeople: recentlyFound<Principal>(access),
    recentCustomGrants: recentlyFound<RoleGrant>(access),
    backOff: signInBackOff(backOffPolicy),
    decoyHash: () =>
      (decoyHash ??= hashPassword(runtime.randomBytes(16).toString('hex'), runtime.randomBytes)),
  };
  const authenticator: Authenticator = { authenticate: withDeps(deps, authenticate) };

  return {
    authenticator,
    signIn: withDeps(deps, signIn),
    refresh: withDeps(deps, refreshSession),
    whoAmI: withDeps(deps, whoAmI),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
