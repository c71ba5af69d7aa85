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
import { type AccessChanges, recentlyFound } from '../shared/recentlyFound';
import { iso, isoOrNull } from '../shared/timestamps';
import {
  type ApiTokenRow,
  countApiTokens,
  deleteApiToken,
  findApiTokenByHash,
  findApiTokenByName,
  insertApiToken,
  listApiTokens,
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
 * `access` is told of every revoke and new value, so tokens remembered by their hash (and what other caches of
 * credentials hold) are forgotten at once.
 */
export function createApiTokenService(
  db: Database,
  runtime: Runtime,
  roles: RoleService,
  access: AccessChanges,
) {
  const { clock, newId, randomBytes } = runtime;
  const recent = recentlyFound<ApiTokenRow>(access);

  /** The token of a hash, from the recent ones when it was looked up a moment ago. */
  function findByHash(tokenHash: string, now: number): Promise<ApiTokenRow | null> {
    return recent.find(tokenHash, now, () => findApiTokenByHash(db, tokenHash));
  }

  /** Records a use at most once a minute per token: the row remembered says when the last one was recorded. */
  async function recordUse(token: ApiTokenRow, now: Date): Promise<void> {
    const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    if (token.lastUsedAt && token.lastUsedAt.getTime() >= since.getTime()) return;
    // Set before the write, so requests meanwhile do not write again.
    token.lastUsedAt = now;
    await markApiTokenUsed(db, token.id, now, since);
  }

  return {
    list(organizationId: string, window: PageWindow | null): Promise<Page<ApiToken>> {
      return pageOf(window, {
        rows: async (window) =>
          (await listApiTokens(db, organizationId, window)).map((row) =>
            toApiToken(row.token, row.customRoleName),
          ),
        count: () => countApiTokens(db, organizationId),
      });
    },

    /**
     * The value is in this answer only: what is stored is its hash. `creator` is who asks, by name and role: only an
     * owner binds a token to the owner role.
     */
    async create(
      organizationId: string,
      request: CreateRequest,
      creator: { name: string | null; role: RoleGrant },
    ): Promise<ApiTokenCreated> {
      const choice = request.role_id
        ? await roles.choose(organizationId, request.role_id, ['role_id'])
        : null;
      if (choice) requireMayGrant(choice, creator.role);
      const now = clock.now();
      const value = newApiTokenValue(randomBytes);
      const expiresAt = request.expires_in_days
        ? new Date(now.getTime() + request.expires_in_days * DAY_MS)
        : null;
      try {
        const row = await insertApiToken(db, {
          id: newId(),
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
    },

    async revoke(organizationId: string, tokenId: string): Promise<void> {
      const deleted = await deleteApiToken(db, organizationId, tokenId);
      // Forgotten even when nothing was deleted here: another process may have deleted it a moment ago.
      access.changed();
      if (!deleted) throw new NotFoundError(`API token ${tokenId} not found`);
    },

    /** Checks a presented value; a valid use is recorded as the token's last use. */
    async check(value: string): Promise<TokenCheck> {
      const now = clock.now();
      const token = await findByHash(hashApiTokenValue(value), now.getTime());
      if (!token) return { failure: 'Unknown or revoked API token' };
      if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) {
        return { failure: 'This API token has expired' };
      }
      await recordUse(token, now);
      return { token };
    },

    /**
     * Makes `value` a valid token named `name` in the organization, whatever that token held before: the value
     * comes from the operator (BOOTSTRAP_ADMIN_TOKEN), who stays its source of truth.
     */
    async installWithValue(
      organizationId: string,
      name: string,
      value: string,
      scope: ApiTokenScope,
    ): Promise<void> {
      const now = clock.now();
      const tokenHash = hashApiTokenValue(value);
      const existing = await findApiTokenByName(db, organizationId, name);
      if (existing) {
        if (existing.tokenHash === tokenHash && existing.scope === scope && !existing.expiresAt) return;
        await replaceApiTokenSecret(db, existing.id, { tokenHash, scope, expiresAt: null, updatedAt: now });
        access.changed();
        return;
      }
      await insertApiToken(db, {
        id: newId(),
        organizationId,
        name,
        description: 'Installed at start from BOOTSTRAP_ADMIN_TOKEN, or generated on the first start',
        scope,
        tokenHash,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      });
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
