import type { LastServiceDeployment, OrganizationService } from '../../../contract';
import type { Database } from '../../db/database';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { withDeps } from '../shared/withDeps';
import {
  countOrganizationServices,
  listOrganizationServices,
  type OrganizationServiceRow,
  type ServiceFilters,
} from './queries';

/** The versions a deployment record keeps (see the engine's `DeployedVersion`), as stored. */
interface StoredVersion {
  gitCommitId?: string | null;
  imageTag?: string | null;
  chartVersion?: string | null;
}

const versionOf = (version: unknown): StoredVersion =>
  typeof version === 'object' && version !== null ? (version as StoredVersion) : {};

function lastDeploymentOf(row: OrganizationServiceRow): LastServiceDeployment | null {
  const { deploymentId, deploymentAction, deploymentState, deploymentCreatedAt } = row;
  if (!deploymentId || !deploymentAction || !deploymentState || !deploymentCreatedAt) return null;
  const version = versionOf(row.deploymentVersion);
  return {
    id: deploymentId,
    action: deploymentAction,
    state: deploymentState,
    created_at: deploymentCreatedAt.toISOString(),
    ended_at: row.deploymentEndedAt?.toISOString() ?? null,
    git_commit_id: version.gitCommitId ?? null,
    image_tag: version.imageTag ?? null,
    chart_version: version.chartVersion ?? null,
  };
}

function toOrganizationService(row: OrganizationServiceRow): OrganizationService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon_uri: row.iconUri,
    service_type: row.type,
    project_id: row.projectId,
    project_name: row.projectName,
    environment_id: row.environmentId,
    environment_name: row.environmentName,
    environment_mode: row.environmentMode,
    cluster_id: row.clusterId,
    cluster_name: row.clusterName,
    state: row.deploymentState ?? 'READY',
    last_deployment: lastDeploymentOf(row),
  };
}

/**
 * Every service of an organization with what it sits in, its state and its newest deployment, filtered and
 * sorted in SQL, so that a page costs the same however many services the organization runs. Only what the
 * caller's role reads (`reach`, null for everything) is there.
 */
export function listServicesOfOrganization(
  db: Database,
  organizationId: string,
  filters: ServiceFilters,
  window: PageWindow | null,
  reach: ReadReach | null = null,
): Promise<Page<OrganizationService>> {
  return pageOf(window, {
    rows: async (window) =>
      (await listOrganizationServices(db, organizationId, filters, reach, window)).map(toOrganizationService),
    count: () => countOrganizationServices(db, organizationId, filters, reach),
  });
}

export function createOrganizationServiceList(db: Database) {
  return { list: withDeps(db, listServicesOfOrganization) };
}

export type OrganizationServiceList = ReturnType<typeof createOrganizationServiceList>;
