import {
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  type apiTokenCreateRequest,
  builtInRoleIds,
} from '../../../contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { RoleGrant } from '../../domain/access';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import { requireMayGrant, type RoleService } from '../roles';
import { type AccessChanges, recentlyFound, type RecentlyFound } from '../shared/recentlyFound';
import { iso, isoOrNull } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  type ApiTokenRow,
  countApiTokens,
  deleteApiToken,
  findApiTokenByHash,
  findApiTokenByName,
  insertApiToken,
  listApiTokens as listApiTokenRows,
  markApiTokenUsed,
  replaceApiTokenSecret,
} from './queries';
import { hashApiTokenValue, newApiTokenValue } from './tokenValue';

type CreateRequest = z.output<typeof apiTokenCreateRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Recording every use of a busy token would write on every request; once a minute is precise enough. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** A token's role: its custom role (whose name the caller read with it), its built-in one, or ADMIN. */
function roleOf(row: ApiTokenRow, customRoleName: string | null) {
  if (row.customRoleId) return { role_id: row.customRoleId, role_name: customRoleName ?? '' };
  const role = row.role ?? 'ADMIN';
  return { role_id: builtInRoleIds[role], role_name: role };
}

export function toApiToken(row: ApiTokenRow, customRoleName: string | null = null): ApiToken {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    scope: row.scope,
    ...roleOf(row, customRoleName),
    created_by: row.createdBy,
    last_used_at: isoOrNull(row.lastUsedAt),
    expired_at: isoOrNull(row.expiresAt),
  };
}

export type TokenCheck = { token: ApiTokenRow } | { failure: string };

/**
 * What the API token operations work with. `access` is told of every revoke and new value, so tokens remembered
 * by their hash (`recent`, and what other caches of credentials hold) are forgotten at once.
 */
export interface ApiTokenDeps {
  db: Database;
  runtime: Runtime;
  roles: RoleService;
  access: AccessChanges;
  recent: RecentlyFound<ApiTokenRow>;
}

/** Records a use at most once a minute per token: the row remembered says when the last one was recorded. */
async function recordUse(db: Database, token: ApiTokenRow, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (token.lastUsedAt && token.lastUsedAt.getTime() >= since.getTime()) return;
  // Set before the write, so requests meanwhile do not write again.
  token.lastUsedAt = now;
  await markApiTokenUsed(db, token.id, now, since);
}

export function listApiTokens(
  { db }: ApiTokenDeps,
  organizationId: string,
  window: PageWindow | null,
): Promise<Page<ApiToken>> {
  return pageOf(window, {
    rows: async (window) =>
      (await listApiTokenRows(db, organizationId, window)).map((row) =>
        toApiToken(row.token, row.customRoleName),
      ),
    count: () => countApiTokens(db, organizationId),
  });
}

/**
 * The value is in this answer only: what is stored is its hash. `creator` is who asks, by name and role: only an
 * owner binds a token to the owner role.
 */
export async function createApiToken(
  { db, runtime, roles }: ApiTokenDeps,
  organizationId: string,
  request: CreateRequest,
  creator: { name: string | null; role: RoleGrant },
): Promise<ApiTokenCreated> {
  const choice = request.role_id ? await roles.choose(organizationId, request.role_id, ['role_id']) : null;
  if (choice) requireMayGrant(choice, creator.role);
  const now = runtime.clock.now();
  const value = newApiTokenValue(runtime.randomBytes);
  const expiresAt = request.expires_in_days
    ? new Date(now.getTime() + request.expires_in_days * DAY_MS)
    : null;
  try {
    const row = await insertApiToken(db, {
      id: runtime.newId(),
      organizationId,
      name: request.name,
      description: request.description ?? '',
      scope: request.scope,
      role: choice && choice.role !== 'CUSTOM' ? choice.role : null,
      customRoleId: choice?.customRole?.id ?? null,
      tokenHash: hashApiTokenValue(value),
      createdBy: creator.name,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    return { ...toApiToken(row, choice?.customRole?.name ?? null), token: value };
  } catch (error) {
    if (isUniqueViolation(error, 'api_tokens_org_name_unique')) {
      throw new ConflictError(`An API token named "${request.name}" already exists in this organization`);
    }
    throw error;
  }
}

export async function revokeApiToken(
  { db, access }: ApiTokenDeps,
  organizationId: string,
  tokenId: string,
): Promise<void> {
  const deleted = await deleteApiToken(db, organizationId, tokenId);
  // Forgotten even when nothing was deleted here: another process may have deleted it a moment ago.
  access.changed();
  if (!deleted) throw new NotFoundError(`API token ${tokenId} not found`);
}

/**
 * Checks a presented value; a valid use is recorded as the token's last use. The token of a hash comes from the
 * recent ones when it was looked up a moment ago.
 */
export async function checkApiToken(
  { db, runtime, recent }: ApiTokenDeps,
  value: string,
): Promise<TokenCheck> {
  const now = runtime.clock.now();
  const tokenHash = hashApiTokenValue(value);
  const token = await recent.find(tokenHash, now.getTime(), () => findApiTokenByHash(db, tokenHash));
  if (!token) return { failure: 'Unknown or revoked API token' };
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) {
    return { failure: 'This API token has expired' };
  }
  await recordUse(db, token, now);
  return { token };
}

/**
 * Makes `value` a valid token named `name` in the organization, whatever that token held before: the value comes
 * from the operator (BOOTSTRAP_ADMIN_TOKEN), who stays its source of truth.
 */
export async function installApiTokenWithValue(
  { db, runtime, access }: ApiTokenDeps,
  organizationId: string,
  name: string,
  value: string,
  scope: ApiTokenScope,
): Promise<void> {
  const now = runtime.clock.now();
  const tokenHash = hashApiTokenValue(value);
  const existing = await findApiTokenByName(db, organizationId, name);
  if (existing) {
    if (existing.tokenHash === tokenHash && existing.scope === scope && !existing.expiresAt) return;
    await replaceApiTokenSecret(db, existing.id, { tokenHash, scope, expiresAt: null, updatedAt: now });
    access.changed();
    return;
  }
  await insertApiToken(db, {
    id: runtime.newId(),
    organizationId,
    name,
    description: 'Installed at start from BOOTSTRAP_ADMIN_TOKEN, or generated on the first start',
    scope,
    tokenHash,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  });
}

export function createApiTokenService(
  db: Database,
  runtime: Runtime,
  roles: RoleService,
  access: AccessChanges,
) {
  const deps: ApiTokenDeps = { db, runtime, roles, access, recent: recentlyFound<ApiTokenRow>(access) };
  return {
    list: withDeps(deps, listApiTokens),
    create: withDeps(deps, createApiToken),
    revoke: withDeps(deps, revokeApiToken),
    check: withDeps(deps, checkApiToken),
    installWithValue: withDeps(deps, installApiTokenWithValue),
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
