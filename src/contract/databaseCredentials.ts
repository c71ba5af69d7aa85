import { z } from 'zod';
import { singleLine, text } from './text';

/**
 * A database's master credentials (`GET /database/{id}/masterCredentials`), as the public API's `Credentials`:
 * where to connect and as whom. Only those who may manage the database read them, and each reading is recorded.
 */
export const databaseCredentials = z.object({
  host: text(),
  port: z.number().int(),
  login: text(),
  password: text(),
});
export type DatabaseCredentials = z.infer<typeof databaseCredentials>;

/**
 * A new master password (`PUT /database/{id}/masterCredentials`, the public API's `CredentialsRequest`): the one
 * given, or a strong random one when left out. The login is the engine's and stays; naming another is refused.
 */
export const databaseCredentialsRequest = z.object({
  login: singleLine().min(1, 'is required').optional(),
  password: singleLine()
    .min(16, 'must be at least 16 characters')
    .max(128, 'must be at most 128 characters')
    .optional(),
});
export type DatabaseCredentialsRequest = z.infer<typeof databaseCredentialsRequest>;

/** The versions a database can move to (`GET /database/{id}/version`), as the public API's `VersionResponseList`. */
export const databaseVersionList = z.object({ results: z.array(z.object({ name: text() })) });
export type DatabaseVersionList = z.infer<typeof databaseVersionList>;
