import type { ApiToken, ApiTokenCreated, ApiTokenScope, apiTokenCreateRequest } from '../../../contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
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

export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    scope: row.scope,
    role_name: row.scope,
    created_by: row.createdBy,
    last_used_at: isoOrNull(row.lastUsedAt),
    expired_at: isoOrNull(row.expiresAt),
  };
}

export type TokenCheck = { token: ApiTokenRow } | { failure: string };

export function createApiTokenService(db: Database, runtime: Runtime) {
  const { clock, newId, randomBytes } = runtime;

  return {
    list(organizationId: string, window: PageWindow | null): Promise<Page<ApiToken>> {
      return pageOf(window, {
        rows: async (window) => (await listApiTokens(db, organizationId, window)).map(toApiToken),
        count: () => countApiTokens(db, organizationId),
      });
    },

    /** The value is in this answer only: what is stored is its hash. */
    async create(
      organizationId: string,
      request: CreateRequest,
      createdBy: string | null,
    ): Promise<ApiTokenCreated> {
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
          tokenHash: hashApiTokenValue(value),
          createdBy,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        });
        return { ...toApiToken(row), token: value };
      } catch (error) {
        if (isUniqueViolation(error, 'api_tokens_org_name_unique')) {
          throw new ConflictError(`An API token named "${request.name}" already exists in this organization`);
        }
        throw error;
      }
    },

    async revoke(organizationId: string, tokenId: string): Promise<void> {
      const deleted = await deleteApiToken(db, organizationId, tokenId);
      if (!deleted) throw new NotFoundError(`API token ${tokenId} not found`);
    },

    /** Checks a presented value; a valid use is recorded as the token's last use. */
    async check(value: string): Promise<TokenCheck> {
      const token = await findApiTokenByHash(db, hashApiTokenValue(value));
      if (!token) return { failure: 'Unknown or revoked API token' };
      const now = clock.now();
      if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) {
        return { failure: 'This API token has expired' };
      }
      await markApiTokenUsed(db, token.id, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));
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
