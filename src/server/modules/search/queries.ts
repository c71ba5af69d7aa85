import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { SearchResultKind, ServiceType } from '../../../contract';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/likePattern';
import { clusterReadable, environmentReadable, projectReadable } from '../../db/reach';
import { clusters, environments, projects, services } from '../../db/schema';
import type { PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';

/** One matching record, as the union of the four kinds reads it. */
export interface SearchRow {
  kind: SearchResultKind;
  id: string;
  name: string;
  serviceType: ServiceType | null;
  projectId: string | null;
  projectName: string | null;
  environmentId: string | null;
  environmentName: string | null;
}

/** Which kind to search (every kind without one), among what the caller's role reads (everything: null). */
export interface Search {
  kind: SearchResultKind | undefined;
  reach: ReadReach | null;
}

const environmentColumns = { projectId: environments.projectId, environmentType: environments.mode };

const noText = sql<string | null>`null::text`;
const noId = sql<string | null>`null::uuid`;

/** Names starting with the text rank before names holding it further on. */
function rankOf(name: AnyPgColumn, text: string) {
  return sql<number>`case when lower(${name}) like lower(${containsPattern(text).slice(1)}) then 0 else 1 end`;
}

/**
 * Names compare by code point (collation "C"), so the order is the same on every database whatever its locale.
 *
 * Every project, environment, service and cluster of the organization whose name holds `text`, ignoring case,
 * in one union so that a page spans the kinds: names starting with the text first, then by name, kind and id.
 * `reach`: what the caller's role reads (null: everything); the rest is not there for it.
 */
function matches(db: Database, organizationId: string, text: string, search: Search) {
  const { kind, reach } = search;
  const pattern = containsPattern(text);
  // A kind not asked for still takes its place in the union, answering no rows.
  const wanted = (candidate: SearchResultKind) =>
    kind === undefined || kind === candidate ? undefined : sql`false`;

  const projectRows = db
    .select({
      kind: sql<SearchResultKind>`'PROJECT'`.as('kind'),
      kindOrder: sql<number>`0`.as('kind_order'),
      rank: rankOf(projects.name, text).as('rank'),
      sortName: sql<string>`lower(${projects.name}) collate "C"`.as('sort_name'),
      id: projects.id,
      name: projects.name,
      serviceType: sql<ServiceType | null>`null::text`.as('service_type'),
      projectId: noId.as('project_id'),
      projectName: noText.as('project_name'),
      environmentId: noId.as('environment_id'),
      environmentName: noText.as('environment_name'),
    })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        ilike(projects.name, pattern),
        wanted('PROJECT'),
        projectReadable(reach, projects.id),
      ),
    );

  const environmentRows = db
    .select({
      kind: sql<SearchResultKind>`'ENVIRONMENT'`.as('kind'),
      kindOrder: sql<number>`1`.as('kind_order'),
      rank: rankOf(environments.name, text).as('rank'),
      sortName: sql<string>`lower(${environments.name}) collate "C"`.as('sort_name'),
      id: environments.id,
      name: environments.name,
      serviceType: sql<ServiceType | null>`null::text`.as('service_type'),
      projectId: sql<string | null>`${projects.id}`.as('project_id'),
      projectName: sql<string | null>`${projects.name}`.as('project_name'),
      environmentId: noId.as('environment_id'),
      environmentName: noText.as('environment_name'),
    })
    .from(environments)
    .innerJoin(projects, eq(projects.id, environments.projectId))
    .where(
      and(
        eq(environments.organizationId, organizationId),
        ilike(environments.name, pattern),
        wanted('ENVIRONMENT'),
        environmentReadable(reach, environmentColumns),
      ),
    );

  const serviceRows = db
    .select({
      kind: sql<SearchResultKind>`'SERVICE'`.as('kind'),
      kindOrder: sql<number>`2`.as('kind_order'),
      rank: rankOf(services.name, text).as('rank'),
      sortName: sql<string>`lower(${services.name}) collate "C"`.as('sort_name'),
      id: services.id,
      name: services.name,
      serviceType: sql<ServiceType | null>`${services.type}`.as('service_type'),
      projectId: sql<string | null>`${projects.id}`.as('project_id'),
      projectName: sql<string | null>`${projects.name}`.as('project_name'),
      environmentId: sql<string | null>`${environments.id}`.as('environment_id'),
      environmentName: sql<string | null>`${environments.name}`.as('environment_name'),
    })
    .from(services)
    .innerJoin(environments, eq(environments.id, services.environmentId))
    .innerJoin(projects, eq(projects.id, services.projectId))
    .where(
      and(
        eq(services.organizationId, organizationId),
        ilike(services.name, pattern),
        wanted('SERVICE'),
        environmentReadable(reach, environmentColumns),
      ),
    );

  const clusterRows = db
    .select({
      kind: sql<SearchResultKind>`'CLUSTER'`.as('kind'),
      kindOrder: sql<number>`3`.as('kind_order'),
      rank: rankOf(clusters.name, text).as('rank'),
      sortName: sql<string>`lower(${clusters.name}) collate "C"`.as('sort_name'),
      id: clusters.id,
      name: clusters.name,
      serviceType: sql<ServiceType | null>`null::text`.as('service_type'),
      projectId: noId.as('project_id'),
      projectName: noText.as('project_name'),
      environmentId: noId.as('environment_id'),
      environmentName: noText.as('environment_name'),
    })
    .from(clusters)
    .where(
      and(
        eq(clusters.organizationId, organizationId),
        ilike(clusters.name, pattern),
        wanted('CLUSTER'),
        clusterReadable(reach, clusters.id),
      ),
    );

  return unionAll(projectRows, environmentRows, serviceRows, clusterRows);
}

export async function searchNames(
  db: Database,
  organizationId: string,
  text: string,
  search: Search,
  window: PageWindow | null,
): Promise<SearchRow[]> {
  const ordered = matches(db, organizationId, text, search)
    .orderBy(sql`rank`, sql`sort_name`, sql`kind_order`, sql`id`)
    .$dynamic();
  const rows = await (window ? ordered.limit(window.limit).offset(window.offset) : ordered);
  return rows.map(
    ({ kind, id, name, serviceType, projectId, projectName, environmentId, environmentName }) => ({
      kind,
      id,
      name,
      serviceType,
      projectId,
      projectName,
      environmentId,
      environmentName,
    }),
  );
}

export async function countNames(
  db: Database,
  organizationId: string,
  text: string,
  search: Search,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matches(db, organizationId, text, search).as('matches'));
  return row?.total ?? 0;
}
