import { z } from 'zod';
import { apiTokenScope } from './apiTokens';
import { singleLine, text } from './text';

/** Local sign-in: an addition to the spec, which does not show how bearer tokens are issued. */
export const signInRequest = z.object({
  email: z.email('must be an email address'),
  password: singleLine().min(1, 'is required'),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const session = z.object({
  access_token: text(),
  token_type: z.literal('Bearer'),
  /** Seconds the token lives. */
  expires_in: z.number().int(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type Session = z.infer<typeof session>;

/** Who the credentials on a request belong to, and what they may do. */
export const whoAmI = z.object({
  kind: z.enum(['user', 'api_token']),
  id: z.uuid(),
  name: text(),
  email: text().nullable(),
  /**
   * Per organization, the scope these credentials hold there and the role they act with (an addition to the
   * public API): `role_name` is a built-in role's enum value (OWNER) or a custom role's name, as members list it.
   */
  organizations: z.array(
    z.object({ id: z.uuid(), name: text(), scope: apiTokenScope, role_id: z.uuid(), role_name: text() }),
  ),
});
export type WhoAmI = z.infer<typeof whoAmI>;
