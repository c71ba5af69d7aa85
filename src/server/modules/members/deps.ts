import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { SessionTokens } from '../auth';
import type { RoleService } from '../roles';
import type { AccessChanges } from '../shared/recentlyFound';

/** What the member service's operations work with; `access` is told of every change of who holds what role. */
export interface MemberDeps {
  db: Database;
  runtime: Runtime;
  roles: RoleService;
  sessions: SessionTokens;
  access: AccessChanges;
}
