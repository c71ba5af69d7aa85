import { type DatabaseVersionList, databaseVersions } from '../../../contract';
import type { ServiceManagerDeps } from './deps';
import { getService } from './lookups';

const majorOf = (version: string): number => Number.parseInt(version.split('.')[0] ?? '', 10);

/**
 * The versions a database can move to: its engine's, as the creation form offers them (newest first), from its
 * current major version up. Its own version is among them; a major version is never gone back on, since an
 * engine's data files do not go back with it.
 */
export async function eligibleDatabaseVersions(
  deps: ServiceManagerDeps,
  id: string,
): Promise<DatabaseVersionList> {
  const { type, version } = await getService(deps, 'database', id);
  const current = majorOf(version);
  return {
    results: databaseVersions[type]
      .filter((candidate) => majorOf(candidate) >= current)
      .map((name) => ({ name })),
  };
}
