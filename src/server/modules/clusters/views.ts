import {
  type Cluster,
  type ClusterExecution,
  type ClusterLock,
  type ClusterFeature,
  type ClusterLogLine,
  type ClusterStatus,
  estimateClusterCost,
  type ParsedClusterRequest,
} from '../../../contract';
import { iso, isoOrNull } from '../shared/timestamps';
import { catalogOf, findInstanceType } from './catalog';
import type { ClusterStep, PlannedFailure } from './lifecycle/plan';
import { nextVersionOf } from './lifecycle/plan';
import type { ClusterRow, ExecutionRow } from './queries';

/** The parts of the Cluster request kept as sent (the `settings` column). */
export type ClusterSettings = Pick<
  ParsedClusterRequest,
  | 'ssh_keys'
  | 'features'
  | 'metrics_parameters'
  | 'infrastructure_charts_parameters'
  | 'keda'
  | 'labels_groups'
> & {
  secret_manager_accesses: (ParsedClusterRequest['secret_manager_accesses'][number] & {
    id: string;
    created_at: string;
    updated_at?: string;
  })[];
  /** The name the credentials had when the cluster was last saved. */
  credentials_name?: string;
  /** The cluster's access secret, sealed: what its kubeconfig token is derived from. */
  sealed_access_secret?: string;
};

export function settingsOf(row: ClusterRow): Partial<ClusterSettings> {
  return (row.settings ?? {}) as Partial<ClusterSettings>;
}

/** The provider's features, each with the value the cluster gave it (null when it gave none). */
export function featuresOf(row: ClusterRow): ClusterFeature[] {
  const catalog = catalogOf(row.cloudProvider);
  if (!catalog) return [];
  const chosen = new Map((settingsOf(row).features ?? []).map((feature) => [feature.id, feature.value]));
  return catalog.features.map((feature) => {
    const value = chosen.get(feature.id);
    return value === undefined || value === null
      ? feature
      : { ...feature, value_object: { type: feature.value_type, value } };
  });
}

/** Whether a feature is on, so that it costs: a boolean set true, or a string given. */
const isOn = (feature: ClusterFeature) =>
  feature.value_object !== null && feature.value_object.value !== false && feature.value_object.value !== '';

export function estimatedCostOf(row: ClusterRow): number {
  const catalog = catalogOf(row.cloudProvider);
  const instanceType = catalog && row.instanceType ? findInstanceType(catalog, row.instanceType) : null;
  return estimateClusterCost({
    cloudProvider: row.cloudProvider,
    hourlyPrice: instanceType?.hourly_price ?? null,
    maxRunningNodes: row.maxRunningNodes,
    diskSize: row.diskSize,
    featureCentsPerMonth: featuresOf(row)
      .filter(isOn)
      .map((feature) => feature.cost_per_month_in_cents),
  }).total;
}

export function toCluster(row: ClusterRow): Cluster {
  const settings = settingsOf(row);
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    organization: { id: row.organizationId },
    name: row.name,
    description: row.description,
    region: row.region,
    cloud_provider: row.cloudProvider,
    cloud_provider_credentials: row.credentialsId
      ? {
          cloud_provider: row.cloudProvider,
          credentials: { id: row.credentialsId, name: settings.credentials_name ?? '' },
          region: row.region,
        }
      : null,
    cpu: row.cpu,
    memory: row.memory,
    gpu: row.gpu,
    estimated_cloud_provider_cost: estimatedCostOf(row),
    status: row.status,
    deployment_status: row.deploymentStatus,
    kubernetes: row.kubernetes,
    production: row.production,
    is_default: row.isDefault,
    is_demo: row.isDemo,
    // The platform holds the credentials of every cluster it lists.
    has_access: true,
    version: row.version,
    instance_type: row.instanceType,
    min_running_nodes: row.minRunningNodes,
    max_running_nodes: row.maxRunningNodes,
    disk_size: row.diskSize,
    disk_iops: row.diskIops,
    disk_throughput: row.diskThroughput,
    ssh_keys: settings.ssh_keys ?? [],
    features: featuresOf(row),
    metrics_parameters: settings.metrics_parameters ?? null,
    infrastructure_charts_parameters: settings.infrastructure_charts_parameters ?? null,
    keda: settings.keda ?? null,
    labels_groups: settings.labels_groups ?? [],
    secret_manager_accesses: settings.secret_manager_accesses ?? [],
  };
}

/** Whether the cluster runs: an install ended well at some point (the demo's came installed). */
export const isInstalled = (row: ClusterRow) =>
  row.version !== null && row.deploymentStatus !== 'NEVER_DEPLOYED';

export function toStatus(
  row: ClusterRow,
  latest: ExecutionRow | null,
  lock: ClusterLock | null,
): ClusterStatus {
  const failure = latest?.status === 'ERROR' ? (latest.failure as PlannedFailure | null) : null;
  return {
    cluster_id: row.id,
    status: row.status,
    is_deployed: isInstalled(row),
    next_k8s_available_version: isInstalled(row) ? nextVersionOf(row.version) : null,
    last_execution_id: latest?.id ?? null,
    cluster_lock: lock,
    last_deployment_date: isoOrNull(row.lastDeploymentAt),
    reason: !failure
      ? 'NONE'
      : failure.state === 'INVALID_CREDENTIALS'
        ? 'INVALID_CREDENTIALS'
        : latest?.action === 'STOP'
          ? 'STOP_FAILED'
          : 'INSTALL_FAILED',
  };
}

export function toExecution(row: ExecutionRow): ClusterExecution {
  return {
    id: row.id,
    cluster_id: row.clusterId,
    action: row.action,
    status: row.status,
    target_version: row.targetVersion,
    steps: (row.steps as ClusterStep[]).map((step) => ({
      name: step.name,
      title: step.title,
      status: step.status,
      started_at: step.startedAt,
      ended_at: step.endedAt,
    })),
    created_at: iso(row.createdAt),
    started_at: isoOrNull(row.startedAt),
    ended_at: isoOrNull(row.endedAt),
  };
}

export function toLogLine(row: {
  id: string;
  executionId: string;
  at: Date;
  step: string | null;
  level: 'INFO' | 'WARNING' | 'ERROR';
  message: string;
}): ClusterLogLine {
  return {
    id: row.id,
    execution_id: row.executionId,
    created_at: iso(row.at),
    step: row.step,
    level: row.level,
    message: row.message,
  };
}
