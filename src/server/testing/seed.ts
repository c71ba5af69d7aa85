import type { ApiTokenScope } from '../../contract';
import type { Database } from '../db/database';
import { clusters, type MembershipRole } from '../db/schema';
import { createApiTokenService } from '../modules/apiTokens';
import { hashPasswordAtCost, insertMembership, insertUser, type PasswordHashCost } from '../modules/auth';
import { insertOrganization } from '../modules/organizations';
import { createRoleService } from '../modules/roles';
import { accessChanges } from '../modules/shared/recentlyFound';
import type { Runtime } from '../runtime';

export interface SeededToken {
  id: string;
  value: string;
}

export interface SeededPerson {
  userId: string;
  name: string;
  email: string;
  password: string;
}

export interface SeededOrganization {
  id: string;
  name: string;
  /** An ADMIN person of the organization. */
  admin: SeededPerson;
  /** An ADMIN API token of the organization. */
  adminToken: SeededToken;
}

/**
 * The cost of a seeded person's password hash: scrypt's smallest, a hundredth of a millisecond where the product's
 * takes about 40 ms of a core (and twice that on a loaded machine), paid for every person of every test. Signing in
 * reads the cost from the hash, so a seeded person signs in as any other; passwords the API sets are hashed at the
 * product's cost (auth.test.ts checks that cost).
 */
const SEEDED_PASSWORD_HASH_COST: PasswordHashCost = { N: 2, r: 1, p: 1 };

/** Creates test records through the product's own queries and services, with names no other test uses. */
export function seeder(db: Database, runtime: Runtime) {
  const unique = (label: string) => `${label}-${runtime.newId().slice(0, 8)}`;

  async function createToken(
    organizationId: string,
    scope: ApiTokenScope,
    options: { name?: string; expiresInDays?: number; roleId?: string } = {},
  ): Promise<SeededToken> {
    // Creating a token changes no one's access: these services' own record of changes is never read.
    const access = accessChanges();
    const roles = createRoleService(db, runtime, access);
    const created = await createApiTokenService(db, runtime, roles, access).create(
      organizationId,
      {
        name: options.name ?? unique(`token-${scope.toLowerCase()}`),
        scope,
        expires_in_days: options.expiresInDays,
        role_id: options.roleId,
      },
      // The seed stands for whoever runs the platform, who may bind a token to any role.
      { name: 'Test seed', role: { kind: 'built_in', role: 'OWNER' } },
    );
    return { id: created.id, value: created.token };
  }

  async function createPerson(
    memberships: { organizationId: string; role: MembershipRole; customRoleId?: string }[] = [],
  ): Promise<SeededPerson> {
    const now = runtime.clock.now();
    const name = unique('Person');
    const email = `${name.toLowerCase()}@example.com`;
    const password = `pw-${runtime.newId()}`;
    const user = await insertUser(db, {
      id: runtime.newId(),
      name,
      email,
      passwordHash: await hashPasswordAtCost(password, runtime.randomBytes, SEEDED_PASSWORD_HASH_COST),
      createdAt: now,
      updatedAt: now,
    });
    for (const membership of memberships) {
      await insertMembership(db, { userId: user.id, ...membership, createdAt: now });
    }
    return { userId: user.id, name, email, password };
  }

  async function createOrganization(options: { name?: string } = {}): Promise<SeededOrganization> {
    const now = runtime.clock.now();
    const organization = await insertOrganization(db, {
      id: runtime.newId(),
      name: options.name ?? unique('Org'),
      description: 'Made by a test',
      createdAt: now,
      updatedAt: now,
    });
    const admin = await createPerson([{ organizationId: organization.id, role: 'ADMIN' }]);
    const adminToken = await createToken(organization.id, 'ADMIN');
    return { id: organization.id, name: organization.name, admin, adminToken };
  }

  /** An installed cluster without credentials, written directly (the API makes clusters through their lifecycle). */
  async function createCluster(
    organizationId: string,
    options: { name?: string; isDefault?: boolean; cpu?: number; memory?: number; gpu?: number } = {},
  ): Promise<{ id: string; name: string }> {
    const now = runtime.clock.now();
    const [row] = await db
      .insert(clusters)
      .values({
        id: runtime.newId(),
        organizationId,
        name: options.name ?? unique('cluster'),
        region: 'eu-west-3',
        cloudProvider: 'AWS',
        cpu: options.cpu ?? 8000,
        memory: options.memory ?? 16_384,
        gpu: options.gpu ?? 0,
        status: 'DEPLOYED',
        isDefault: options.isDefault ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: clusters.id, name: clusters.name });
    if (!row) throw new Error('Inserting a cluster returned no row');
    return row;
  }

  return { unique, createToken, createPerson, createOrganization, createCluster };
}

export type Seeder = ReturnType<typeof seeder>;

/** Request headers carrying credentials. */
export const authHeaders = {
  token: (value: string) => ({ authorization: `Token ${value}` }),
  bearer: (jwt: string) => ({ authorization: `Bearer ${jwt}` }),
};
