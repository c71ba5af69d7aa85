import type { OrganizationChanges } from '../../../contract';
import { organizationChangesSince } from '../../db/changeFeed';
import type { Database } from '../../db/database';
import type { EnvironmentChange } from '../../db/changeFeed';
import type { ReadReach } from '../../domain/reach';

/** Whether a role that reads `reach` reads the environment changed (a deleted one: whether it reads its project). */
function reaches(reach: ReadReach, change: EnvironmentChange): boolean {
  if (!reach.environmentTypes.has(change.projectId)) return false;
  const types = reach.environmentTypes.get(change.projectId);
  return !types || change.mode === null || types.some((type) => type === change.mode);
}

/** What changed in an organization since a version, for consoles to refresh only what did. */
export function createChangeFeed(db: Database) {
  return {
    /** `reach`: what the caller reads (null: everything); environments it may not read are left out. */
    async since(
      organizationId: string,
      since: number | null,
      reach: ReadReach | null,
    ): Promise<OrganizationChanges> {
      const { version, changed } = await organizationChangesSince(db, organizationId, since);
      return {
        version,
        environments: changed
          .filter((change) => !reach || reaches(reach, change))
          .map((change) => ({ id: change.environmentId, project_id: change.projectId })),
      };
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
