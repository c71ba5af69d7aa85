import type { EnvironmentStatuses, OrganizationChanges } from '../../../contract';
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

export interface ChangeFeedDependencies {
  /** An environment's statuses, as `GET /environment/{id}/statuses` answers them. */
  statusesOf(environmentId: string): Promise<EnvironmentStatuses>;
}

export interface ChangesAsked {
  /** The version of an earlier answer; null: only the current version is answered. */
  since: number | null;
  /** What the caller reads (null: everything); environments it may not read are left out. */
  reach: ReadReach | null;
  /** Environments whose statuses the answer carries when they changed (and still exist). */
  withStatuses: readonly string[];
}

/** What changed in an organization since a version, for consoles to refresh only what did. */
export function createChangeFeed(db: Database, { statusesOf }: ChangeFeedDependencies) {
  return {
    async since(organizationId: string, asked: ChangesAsked): Promise<OrganizationChanges> {
      const { version, changed } = await organizationChangesSince(db, organizationId, asked.since);
      const seen = changed.filter((change) => !asked.reach || reaches(asked.reach, change));
      const wanted = new Set(asked.withStatuses);
      const environments = await Promise.all(
        seen.map(async (change) => {
          const environment = { id: change.environmentId, project_id: change.projectId };
          if (!wanted.has(change.environmentId) || change.mode === null) return environment;
          return { ...environment, statuses: await statusesOf(change.environmentId) };
        }),
      );
      return { version, environments };
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
