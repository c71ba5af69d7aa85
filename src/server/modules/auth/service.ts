import type { BuiltInRole, Session, SignInRequest, WhoAmI } from '../../../contract';
import type { Database } from '../../db/database';
import { ForbiddenError, TooManyAttemptsError, UnauthenticatedError } from '../../domain/errors';
import { type RoleGrant, roleIdOf, roleNameOf, scopeCeilingOf } from '../../domain/access';
import type { AuthenticationResult, Authenticator, Credentials, Principal } from '../../domain/principal';
import type { Runtime } from '../../runtime';
import type { ApiTokenService } from '../apiTokens';
import type { RoleService } from '../roles';
import { type AccessChanges, recentlyFound } from '../shared/recentlyFound';
import { hashPassword, verifyPassword } from './passwords';
import { signInBackOff, signInBackOffPolicy, type SignInBackOffPolicy } from './signInBackOff';
import { findUserByEmail, findUserById, membershipsOf, organizationNameOf } from './queries';
import type { SessionTokens } from './sessions';

const WRONG_CREDENTIALS = 'Wrong email or password';

/**
 * A person's principal (their memberships and roles) and a custom role's matrix are remembered as long as a token
 * found by its hash, and forgotten with it whenever `access` is told of a change: each costs queries that would
 * otherwise come with every request.
 */
/** The role credentials act with, as members and permissions name it; none known reads as the least, a viewer. */
function roleFields(grant: RoleGrant | undefined): { role_id: string; role_name: string } {
  const held: RoleGrant = grant ?? { kind: 'built_in', role: 'VIEWER' };
  return { role_id: roleIdOf(held), role_name: roleNameOf(held) };
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
  const recentPeople = recentlyFound<Principal>(access);
  const recentCustomGrants = recentlyFound<RoleGrant>(access);
  const backOff = signInBackOff(backOffPolicy);

  // Checked against when the email is unknown, so both failures take as long and do not reveal who has an account.
  let decoyHash: Promise<string> | undefined;
  const decoy = () =>
    (decoyHash ??= hashPassword(runtime.randomBytes(16).toString('hex'), runtime.randomBytes));

  const now = () => runtime.clock.now().getTime();

  /** What a principal acts with; a custom role's matrix from the recent ones when it was read a moment ago. */
  function grantOf(role: BuiltInRole | 'CUSTOM', customRoleId: string | null): Promise<RoleGrant> {
    if (role !== 'CUSTOM' || !customRoleId) return roles.grant(role, customRoleId);
    return recentCustomGrants.find(customRoleId, now(), () => roles.grant(role, customRoleId));
  }

  function personPrincipal(userId: string): Promise<Principal | null> {
    return recentPeople.find(userId, now(), () => readPersonPrincipal(userId));
  }

  async function readPersonPrincipal(userId: string): Promise<Principal | null> {
    const user = await findUserById(db, userId);
    if (!user) return null;
    const rows = await membershipsOf(db, userId);
    const grants = await Promise.all(
      rows.map(async (row) => [row.organizationId, await grantOf(row.role, row.customRoleId)] as const),
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

  const authenticator: Authenticator = {
    async authenticate(credentials: Credentials): Promise<AuthenticationResult> {
      if (credentials.kind === 'api_token') {
        const result = await apiTokens.check(credentials.value);
        if ('failure' in result) return result;
        const { token } = result;
        // A token bound to no role acts as an ADMIN would, the role of whoever may create tokens: its scope limits it.
        const role: RoleGrant = token.customRoleId
          ? await grantOf('CUSTOM', token.customRoleId)
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
      const claims = await sessions.verify(credentials.value);
      if (!claims) return { failure: 'Invalid or expired bearer token: sign in again' };
      const principal = await personPrincipal(claims.userId);
      return principal ? { principal } : { failure: 'The account of this bearer token no longer exists' };
    },
  };

  return {
    authenticator,

    /** Signs a person in from `clientAddress`, as its failed tries allow (`signInBackOff.ts`). */
    async signIn(request: SignInRequest, clientAddress: string): Promise<Session> {
      const attempt = backOff.attempt(request.email, clientAddress, now());
      if (!attempt.allowed) {
        const seconds = Math.ceil(attempt.waitMs / 1000);
        throw new TooManyAttemptsError(
          `Too many failed sign-ins to this account; try again in ${seconds} seconds`,
          seconds,
        );
      }
      const user = await findUserByEmail(db, request.email);
      const valid = await verifyPassword(request.password, user?.passwordHash ?? (await decoy()));
      if (!user || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
      attempt.succeeded();
      return sessions.issue(user.id);
    },

    /** A person's session is renewed; API tokens have no session to renew. */
    async refresh(principal: Principal): Promise<Session> {
      if (principal.kind !== 'user')
        throw new ForbiddenError('Only a bearer token (a signed-in session) can be refreshed');
      return sessions.issue(principal.userId);
    },

    async whoAmI(principal: Principal): Promise<WhoAmI> {
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
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
