import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { StageStatusSource } from './statuses';

/** What the deployment stage operations work with; `engine` tells each service's deployment status. */
export interface DeploymentStageDeps {
  db: Database;
  runtime: Runtime;
  engine: StageStatusSource;
}
