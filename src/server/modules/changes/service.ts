import type { OrganizationChanges } from '../../../contract';
import { organizationChangesSince } from '../../db/changeFeed';
import type { Database } from '../../db/database';

/** What changed in an organization since a version, for consoles to refresh only what did. */
export function createChangeFeed(db: Database) {
  return {
    /** `visibleProjectIds`: null when the caller sees every project; other projects' environments are left out. */
    async since(
      organizationId: string,
      since: number | null,
      visibleProjectIds: readonly string[] | null,
    ): Promise<OrganizationChanges> {
      const { version, changed } = await organizationChangesSince(db, organizationId, since);
      const visible = visibleProjectIds && new Set(visibleProjectIds);
      return {
        version,
        environments: changed
          .filter((change) => !visible || visible.has(change.projectId))
          .map((change) => ({ id: change.environmentId, project_id: change.projectId })),
      };
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
