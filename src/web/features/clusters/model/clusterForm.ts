import { type Cluster, type ClusterRequest, clusterRequest } from '../../../../contract';

/** The wizard and the settings edit the Cluster request itself, so the contract checks them as the server does. */
export const clusterFormSchema = clusterRequest;

/** Nothing chosen yet: the form says "is required" until a credentials record is picked. */
export const NO_CREDENTIALS = {
  cloud_provider: 'AWS' as const,
  credentials: { id: '', name: '' },
  region: '',
};

export function newClusterValues(): ClusterRequest {
  return {
    name: '',
    description: '',
    cloud_provider: 'AWS',
    region: 'eu-west-3',
    production: false,
    cloud_provider_credentials: NO_CREDENTIALS,
    instance_type: 't3.large',
    min_running_nodes: 1,
    max_running_nodes: 3,
    disk_size: 40,
    disk_iops: 3000,
    disk_throughput: 125,
    kubernetes: 'MANAGED',
    ssh_keys: [],
    features: [],
    metrics_parameters: { enabled: true },
    keda: { enabled: false },
    infrastructure_charts_parameters: {
      nginx_parameters: { replica_count: 2 },
      cert_manager_parameters: { kubernetes_namespace: 'cert-manager' },
      metal_lb_parameters: { ip_address_pools: [] },
    },
    labels_groups: [],
    secret_manager_accesses: [],
  };
}

/** The request a cluster was made with, to edit it (PUT sends every field again). */
export function requestOf(cluster: Cluster): ClusterRequest {
  return {
    name: cluster.name,
    description: cluster.description ?? '',
    cloud_provider: cluster.cloud_provider,
    region: cluster.region,
    production: cluster.production,
    cloud_provider_credentials: cluster.cloud_provider_credentials ?? {
      ...NO_CREDENTIALS,
      cloud_provider: cluster.cloud_provider,
    },
    instance_type: cluster.instance_type ?? undefined,
    min_running_nodes: cluster.min_running_nodes,
    max_running_nodes: cluster.max_running_nodes,
    disk_size: cluster.disk_size,
    disk_iops: cluster.disk_iops ?? undefined,
    disk_throughput: cluster.disk_throughput ?? undefined,
    kubernetes: cluster.kubernetes,
    ssh_keys: cluster.ssh_keys,
    features: cluster.features
      .filter((feature) => feature.value_object !== null)
      .map((feature) => ({ id: feature.id, value: feature.value_object?.value ?? null })),
    metrics_parameters: cluster.metrics_parameters ?? { enabled: false },
    keda: cluster.keda ?? { enabled: false },
    infrastructure_charts_parameters: cluster.infrastructure_charts_parameters ?? {},
    labels_groups: cluster.labels_groups,
    secret_manager_accesses: cluster.secret_manager_accesses.map((access) => ({
      id: access.id,
      name: access.name,
      endpoint: access.endpoint,
      authentication: access.authentication,
    })),
  };
}

/** Fields each step of the wizard holds, so a step checks its own before the next. */
export const stepFields = {
  general: ['name', 'description', 'cloud_provider', 'region', 'kubernetes', 'production'],
  credentials: ['cloud_provider_credentials'],
  resources: [
    'instance_type',
    'min_running_nodes',
    'max_running_nodes',
    'disk_size',
    'disk_iops',
    'disk_throughput',
    'ssh_keys',
  ],
  features: [
    'features',
    'metrics_parameters',
    'keda',
    'infrastructure_charts_parameters',
    'secret_manager_accesses',
  ],
} as const;
