import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { AccessChanges } from '../shared/recentlyFound';

/** What the role operations work with; `access` is told of every edit and delete of a role. */
export interface RoleDeps {
  db: Database;
  runtime: Runtime;
  access: AccessChanges;
}
