import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';

/** What the deployment rule operations work with. */
export interface DeploymentRuleDeps {
  db: Database;
  runtime: Runtime;
}
