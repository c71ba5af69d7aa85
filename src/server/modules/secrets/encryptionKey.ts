import type { Database, Transaction } from '../../db/database';
import { claimSetting } from '../../db/settings';
import type { Runtime } from '../../runtime';
import { createSecretBox, type SecretBox } from './secretBox';

const ENCRYPTION_KEY_SETTING = 'secrets.encryption_key';

/**
 * The box secrets are sealed with, its key generated on the first start and kept in the database (as the JWT
 * secret is), so sealed values open after restarts. Whoever reads the whole database reads the key too; the
 * sealing keeps secrets out of dumps of single tables, logs and query results.
 */
export async function resolveSecretBox(db: Database | Transaction, runtime: Runtime): Promise<SecretBox> {
  const generated = runtime.randomBytes(32).toString('base64');
  const { value } = await claimSetting(db, ENCRYPTION_KEY_SETTING, generated, runtime.clock.now());
  return createSecretBox(Buffer.from(value, 'base64'), runtime.randomBytes);
}
