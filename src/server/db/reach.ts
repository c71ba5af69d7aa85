import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReadReach } from '../domain/reach';

// A role's read reach (domain/reach.ts) as conditions on rows, for lists that span projects or clusters. Each
// answers undefined, no condition, when the role reads everything.

const nothing = sql`false`;

/** A row of one of the projects the role reads. */
export function projectReadable(reach: ReadReach | null, projectId: AnyPgColumn): SQL | undefined {
  if (reach === null) return undefined;
  return reach.projectIds.length > 0 ? inArray(projectId, [...reach.projectIds]) : nothing;
}

/** A row of an environment the role reads (or of a service in one): its project's permission on its type. */
export function environmentReadable(
  reach: ReadReach | null,
  columns: { projectId: AnyPgColumn; environmentType: AnyPgColumn },
): SQL | undefined {
  if (reach === null) return undefined;
  const everyType: string[] = [];
  const someTypes: SQL[] = [];
  for (const [projectId, types] of reach.environmentTypes) {
    if (types === null) everyType.push(projectId);
    else if (types.length > 0) {
      const ofProject = and(eq(columns.projectId, projectId), inArray(columns.environmentType, [...types]));
      if (ofProject) someTypes.push(ofProject);
    }
  }
  const either = [...(everyType.length > 0 ? [inArray(columns.projectId, everyType)] : []), ...someTypes];
  return either.length > 0 ? or(...either) : nothing;
}

/** A row of one of the clusters the role reads. */
export function clusterReadable(reach: ReadReach | null, clusterId: AnyPgColumn): SQL | undefined {
  if (reach === null) return undefined;
  return reach.clusterIds.length > 0 ? inArray(clusterId, [...reach.clusterIds]) : nothing;
}
