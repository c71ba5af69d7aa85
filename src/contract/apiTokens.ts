import { z } from 'zod';
import { base, description, id, name } from './common';
import { text } from './text';

/**
 * What an API token may do. Each scope includes the ones before it:
 * READ < DEPLOY < WRITE < ADMIN.
 */
export const apiTokenScope = z.enum(['READ', 'DEPLOY', 'WRITE', 'ADMIN']);
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

export const apiToken = base.extend({
  name: text(),
  description: text(),
  scope: apiTokenScope,
  /** The role the token acts with besides its scope; a token bound to none acts as an ADMIN, its scope limiting it. */
  role_id: id,
  role_name: text(),
  created_by: text().nullable(),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  expired_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenCreateRequest = z.object({
  name,
  description: description.optional(),
  scope: apiTokenScope.default('READ'),
  /** A built-in or custom role (`GET /organization/{id}/availableRole`); null or absent binds none. */
  role_id: id.nullable().optional(),
  /** Days until the token stops working; absent means it never expires. */
  expires_in_days: z
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(3650)
    .nullable()
    .optional(),
});
export type ApiTokenCreateRequest = z.input<typeof apiTokenCreateRequest>;

/** Only the creation response carries the token's value; it is never shown again. */
export const apiTokenCreated = apiToken.extend({ token: text() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;
