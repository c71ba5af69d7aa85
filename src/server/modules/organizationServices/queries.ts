import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  DeploymentAction,
  EnvironmentMode,
  OrganizationServiceQuery,
  OrganizationServiceSortKey,
  ServiceState,
  ServiceType,
} from '../../../contract';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/likePattern';
import { environmentReadable } from '../../db/reach';
import { clusters, deployments, environments, projects, services } from '../../db/schema';
import type { PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';

/** A service with what it sits in and its newest deployment (null columns: never deployed). */
export interface OrganizationServiceRow {
  id: string;
  name: string;
  description: string;
  iconUri: string;
  type: ServiceType;
  projectId: string;
  projectName: string;
  environmentId: string;
  environmentName: string;
  environmentMode: EnvironmentMode;
  clusterId: string;
  clusterName: string;
  deploymentId: string | null;
  deploymentAction: DeploymentAction | null;
  deploymentState: ServiceState | null;
  deploymentCreatedAt: Date | null;
  deploymentEndedAt: Date | null;
  deploymentVersion: unknown;
}

export type ServiceFilters = Omit<OrganizationServiceQuery, 'page' | 'page_size'>;

/** Each service's newest deployment, found through the index on (service, creation) one service at a time. */
function latestDeployment(db: Database) {
  return db
    .select({
      id: deployments.id,
      action: deployments.action,
      state: deployments.state,
      createdAt: deployments.createdAt,
      endedAt: deployments.endedAt,
      version: deployments.version,
    })
    .from(deployments)
    .where(eq(deployments.serviceId, services.id))
    .orderBy(desc(deployments.createdAt))
    .limit(1)
    .as('latest');
}

/** A service never deployed is READY, as its status says. */
const stateOf = (latest: ReturnType<typeof latestDeployment>) =>
  sql<ServiceState>`coalesce(${latest.state}, 'READY')`;

function conditions(
  organizationId: string,
  filters: ServiceFilters,
  reach: ReadReach | null,
  latest: ReturnType<typeof latestDeployment>,
): SQL | undefined {
  return and(
    eq(services.organizationId, organizationId),
    filters.project_id ? eq(services.projectId, filters.project_id) : undefined,
    filters.environment_id ? eq(services.environmentId, filters.environment_id) : undefined,
    filters.cluster_id ? eq(environments.clusterId, filters.cluster_id) : undefined,
    filters.service_type ? eq(services.type, filters.service_type) : undefined,
    filters.q ? ilike(services.name, containsPattern(filters.q)) : undefined,
    filters.state ? inArray(stateOf(latest), filters.state) : undefined,
    environmentReadable(reach, { projectId: environments.projectId, environmentType: environments.mode }),
  );
}

/** Names compare by code point (collation "C"), so the order is the same on every database whatever its locale. */
const byName = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

function orderOf(filters: ServiceFilters, latest: ReturnType<typeof latestDeployment>): SQL[] {
  const sort = filters.sort ?? 'name';
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as OrganizationServiceSortKey;
  const keys: Record<OrganizationServiceSortKey, SQL[]> = {
    name: [byName(services.name)],
    project: [byName(projects.name), byName(environments.name)],
    environment: [byName(environments.name), byName(projects.name)],
    kind: [sql`${services.type}`],
    state: [stateOf(latest)],
    // Never deployed sorts as the oldest.
    last_deployment: [sql`coalesce(${latest.createdAt}, '-infinity'::timestamptz)`],
  };
  const direction = (part: SQL) => (descending ? desc(part) : asc(part));
  return [...keys[key].map(direction), asc(byName(services.name)), asc(services.id)];
}

export async function listOrganizationServices(
  db: Database,
  organizationId: string,
  filters: ServiceFilters,
  reach: ReadReach | null,
  window: PageWindow | null,
): Promise<OrganizationServiceRow[]> {
  const latest = latestDeployment(db);
  const query = db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      iconUri: services.iconUri,
      type: services.type,
      projectId: projects.id,
      projectName: projects.name,
      environmentId: environments.id,
      environmentName: environments.name,
      environmentMode: environments.mode,
      clusterId: clusters.id,
      clusterName: clusters.name,
      deploymentId: latest.id,
      deploymentAction: latest.action,
      deploymentState: latest.state,
      deploymentCreatedAt: latest.createdAt,
      deploymentEndedAt: latest.endedAt,
      deploymentVersion: latest.version,
    })
    .from(services)
    .innerJoin(environments, eq(environments.id, services.environmentId))
    .innerJoin(projects, eq(projects.id, services.projectId))
    .innerJoin(clusters, eq(clusters.id, environments.clusterId))
    .leftJoinLateral(latest, sql`true`)
    .where(conditions(organizationId, filters, reach, latest))
    .orderBy(...orderOf(filters, latest))
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countOrganizationServices(
  db: Database,
  organizationId: string,
  filters: ServiceFilters,
  reach: ReadReach | null,
): Promise<number> {
  const latest = latestDeployment(db);
  const [row] = await db
    .select({ total: count() })
    .from(services)
    .innerJoin(environments, eq(environments.id, services.environmentId))
    .leftJoinLateral(latest, sql`true`)
    .where(conditions(organizationId, filters, reach, latest));
  return row?.total ?? 0;
}
