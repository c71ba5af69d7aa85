import { z } from 'zod';
import { base, description, id, name, reference, timestamp } from './common';
import { clusterLock } from './clusterLocks';
import { singleLine, text } from './text';

export const cloudProvider = z.enum([
  'AWS',
  'SCW',
  'GCP',
  'DO',
  'AZURE',
  'OVH',
  'CIVO',
  'HETZNER',
  'ORACLE',
  'IBM',
  'ON_PREMISE',
]);
export type CloudProvider = z.infer<typeof cloudProvider>;

export const clusterState = z.enum([
  'BUILDING',
  'BUILD_ERROR',
  'CANCELED',
  'CANCELING',
  'DELETED',
  'DELETE_ERROR',
  'DELETE_QUEUED',
  'DELETING',
  'DEPLOYED',
  'DEPLOYING',
  'DEPLOYMENT_ERROR',
  'DEPLOYMENT_QUEUED',
  'DRY_RUN',
  'QUEUED',
  'READY',
  'STOPPED',
  'STOPPING',
  'STOP_ERROR',
  'STOP_QUEUED',
  'RESTART_QUEUED',
  'RESTARTING',
  'RESTARTED',
  'RESTART_ERROR',
  'INVALID_CREDENTIALS',
]);
export type ClusterState = z.infer<typeof clusterState>;

export const deploymentStatus = z.enum(['NEVER_DEPLOYED', 'OUT_OF_DATE', 'UP_TO_DATE']);

export const kubernetesMode = z.enum(['MANAGED', 'SELF_MANAGED', 'PARTIALLY_MANAGED']);
export type KubernetesMode = z.infer<typeof kubernetesMode>;

export const DISK_IOPS_MIN = 3000;
export const DISK_IOPS_MAX = 16000;
export const DISK_THROUGHPUT_MIN = 125;
export const DISK_THROUGHPUT_MAX = 1000;

const integer = (message = 'must be an integer') => z.number().int(message);

/** The credentials a cluster is made with, named by the record people created for them. */
export const clusterCredentialsReference = z.object({
  cloud_provider: cloudProvider,
  credentials: z.object({ id, name: singleLine() }),
  region: singleLine(),
});

const featureValue = z.union([z.boolean(), singleLine()]).nullable();

export const clusterFeatureRequest = z.object({ id: singleLine(), value: featureValue });

export const metricsParameters = z.object({
  enabled: z.boolean(),
  configuration: z
    .object({
      kind: z.enum(['MANAGED_BY_PLATFORM']).default('MANAGED_BY_PLATFORM'),
      resource_profile: z.enum(['LOW', 'NORMAL', 'HIGH']).default('LOW'),
      high_availability: z.boolean().default(false),
    })
    .optional(),
});

export const infrastructureChartsParameters = z.object({
  nginx_parameters: z
    .object({
      replica_count: integer().min(1, 'must be at least 1').max(20, 'must be at most 20').optional(),
      default_ssl_certificate: singleLine().optional(),
      publish_status_address: singleLine().optional(),
      annotation_metal_lb_load_balancer_ips: singleLine().optional(),
      annotation_external_dns_kubernetes_target: singleLine().optional(),
    })
    .optional(),
  cert_manager_parameters: z.object({ kubernetes_namespace: singleLine().optional() }).optional(),
  metal_lb_parameters: z.object({ ip_address_pools: z.array(singleLine()) }).optional(),
});

export const secretManagerAccess = z.object({
  id: id.optional(),
  name: singleLine().min(1, 'is required'),
  endpoint: z.object({ mode: z.enum(['AWS_SECRET_MANAGER']), region: singleLine() }),
  authentication: z.object({ mode: z.enum(['AUTOMATICALLY_CONFIGURED']) }),
});

/**
 * The spec's Cluster request: what people create and edit a cluster with (PUT sends every field again). Rules
 * that need the catalogs (the region and instance type of the provider) or the organization's records are the
 * server's; ranges and enums are checked here.
 */
export const clusterRequest = z.object({
  name,
  region: singleLine().min(1, 'is required'),
  cloud_provider: cloudProvider,
  description: description.optional(),
  cloud_provider_credentials: clusterCredentialsReference.optional(),
  min_running_nodes: integer().min(1, 'must be at least 1').max(200, 'must be at most 200').default(1),
  max_running_nodes: integer().min(1, 'must be at least 1').max(200, 'must be at most 200').default(1),
  disk_size: integer().min(20, 'must be at least 20 GB').max(16_000, 'must be at most 16000 GB').default(40),
  disk_iops: integer()
    .min(DISK_IOPS_MIN, `must be between ${DISK_IOPS_MIN} and ${DISK_IOPS_MAX}`)
    .max(DISK_IOPS_MAX, `must be between ${DISK_IOPS_MIN} and ${DISK_IOPS_MAX}`)
    .optional(),
  disk_throughput: integer()
    .min(DISK_THROUGHPUT_MIN, `must be between ${DISK_THROUGHPUT_MIN} and ${DISK_THROUGHPUT_MAX}`)
    .max(DISK_THROUGHPUT_MAX, `must be between ${DISK_THROUGHPUT_MIN} and ${DISK_THROUGHPUT_MAX}`)
    .optional(),
  instance_type: singleLine().optional(),
  kubernetes: kubernetesMode.default('MANAGED'),
  production: z.boolean().default(false),
  ssh_keys: z.array(singleLine()).max(20, 'must hold at most 20 keys').default([]),
  features: z.array(clusterFeatureRequest).default([]),
  metrics_parameters: metricsParameters.optional(),
  infrastructure_charts_parameters: infrastructureChartsParameters.optional(),
  keda: z.object({ enabled: z.boolean() }).optional(),
  labels_groups: z.array(z.object({ id })).default([]),
  secret_manager_accesses: z.array(secretManagerAccess).default([]),
});
export type ClusterRequest = z.input<typeof clusterRequest>;
export type ParsedClusterRequest = z.output<typeof clusterRequest>;

/** A feature of a cluster as answered: what it is, what it costs and the value the cluster has. */
export const clusterFeature = z.object({
  id: singleLine(),
  title: text(),
  description: text(),
  cost_per_month_in_cents: integer(),
  cost_per_month: z.number(),
  currency_code: singleLine(),
  is_cloud_provider_paying_feature: z.boolean(),
  cloud_provider_feature_documentation: text().nullable(),
  is_platform_paying_feature: z.boolean(),
  platform_feature_documentation: text().nullable(),
  value_type: z.enum(['STRING', 'BOOLEAN']),
  value_object: z.object({ type: z.enum(['STRING', 'BOOLEAN']), value: featureValue }).nullable(),
  is_value_updatable: z.boolean(),
  accepted_values: z.array(z.union([z.boolean(), singleLine()])),
});
export type ClusterFeature = z.infer<typeof clusterFeature>;

/** The read side of a cluster: what people and clients need to place environments and run it. */
export const cluster = base.extend({
  organization: reference,
  name: text(),
  description: text().nullable(),
  region: text(),
  cloud_provider: cloudProvider,
  cloud_provider_credentials: clusterCredentialsReference.nullable(),
  /** Millicores one node of the instance type offers: the most one service can ask. */
  cpu: integer(),
  /** MB one node of the instance type offers: the most one service can ask. */
  memory: integer(),
  /** GPUs the cluster offers to one service. */
  gpu: integer(),
  /** US dollars a month: the nodes at most, their disks, the control plane and the paying features. */
  estimated_cloud_provider_cost: integer(),
  status: clusterState,
  deployment_status: deploymentStatus,
  kubernetes: kubernetesMode,
  production: z.boolean(),
  is_default: z.boolean(),
  is_demo: z.boolean(),
  has_access: z.boolean(),
  version: text().nullable(),
  instance_type: text().nullable(),
  min_running_nodes: integer(),
  max_running_nodes: integer(),
  disk_size: integer(),
  disk_iops: integer().nullable(),
  disk_throughput: integer().nullable(),
  ssh_keys: z.array(text()),
  features: z.array(clusterFeature),
  metrics_parameters: metricsParameters.nullable(),
  infrastructure_charts_parameters: infrastructureChartsParameters.nullable(),
  keda: z.object({ enabled: z.boolean() }).nullable(),
  labels_groups: z.array(z.object({ id })),
  secret_manager_accesses: z.array(
    secretManagerAccess.extend({ id, created_at: timestamp, updated_at: timestamp.optional() }),
  ),
});
export type Cluster = z.infer<typeof cluster>;

/** Why a cluster is in its state, when something went wrong. */
export const deploymentInfraReason = z.enum(['NONE', 'INVALID_CREDENTIALS', 'INSTALL_FAILED', 'STOP_FAILED']);

/** The spec's Cluster status, also what install, stop and upgrade answer (the Cluster upgrade response). */
export const clusterStatus = z.object({
  cluster_id: id,
  status: clusterState,
  is_deployed: z.boolean(),
  next_k8s_available_version: text().nullable(),
  last_execution_id: text().nullable(),
  cluster_lock: clusterLock.nullable(),
  last_deployment_date: timestamp.nullable(),
  reason: deploymentInfraReason,
});
export type ClusterStatus = z.infer<typeof clusterStatus>;

export const clusterExecutionAction = z.enum(['INSTALL', 'UPGRADE', 'STOP']);
export type ClusterExecutionAction = z.infer<typeof clusterExecutionAction>;

export const clusterExecutionStatus = z.enum(['QUEUED', 'RUNNING', 'SUCCESS', 'ERROR']);

/** One install, upgrade or stop of a cluster: its steps, as the cluster page shows its progress. */
export const clusterExecution = z.object({
  id,
  cluster_id: id,
  action: clusterExecutionAction,
  status: clusterExecutionStatus,
  /** The Kubernetes version it installs or upgrades to; null for a stop. */
  target_version: text().nullable(),
  steps: z.array(
    z.object({
      name: singleLine(),
      title: text(),
      status: z.enum(['PENDING', 'RUNNING', 'SUCCESS', 'ERROR', 'SKIP']),
      started_at: timestamp.nullable(),
      ended_at: timestamp.nullable(),
    }),
  ),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
});
export type ClusterExecution = z.infer<typeof clusterExecution>;

export const clusterLogLine = z.object({
  id,
  execution_id: id,
  created_at: timestamp,
  step: singleLine().nullable(),
  level: z.enum(['INFO', 'WARNING', 'ERROR']),
  message: text(),
});
export type ClusterLogLine = z.infer<typeof clusterLogLine>;

/** An environment placed on a cluster, as the cluster page lists them. */
export const clusterEnvironment = z.object({
  id,
  name: text(),
  mode: text(),
  project: z.object({ id, name: text() }),
});
export type ClusterEnvironment = z.infer<typeof clusterEnvironment>;

export const clusterKubeconfigQuery = z.object({
  read_only: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
