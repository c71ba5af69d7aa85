import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';

/** What the variable service's operations work with: the database, the clock and ids, and the secret box. */
export interface VariableDeps {
  db: Database;
  runtime: Runtime;
  secrets: SecretBox;
}
