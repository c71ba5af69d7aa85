import type { Database } from '../../db/database';
import { claimSetting } from '../../db/settings';
import type { Runtime } from '../../runtime';

const JWT_SECRET_SETTING = 'auth.jwt_secret';

/**
 * The secret sessions are signed with: JWT_SECRET when configured, else one generated on the first start and
 * kept in the database, so sessions survive restarts.
 */
export async function resolveJwtSecret(
  db: Database,
  configured: string | null,
  runtime: Runtime,
): Promise<string> {
  if (configured) return configured;
  const generated = runtime.randomBytes(48).toString('base64url');
  const { value } = await claimSetting(db, JWT_SECRET_SETTING, generated, runtime.clock.now());
  return value;
}
