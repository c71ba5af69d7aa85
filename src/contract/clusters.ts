import { z } from 'zod';
import { base, reference } from './common';
import { text } from './text';

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

/** The read side of a cluster: what people and clients need to place environments. */
export const cluster = base.extend({
  organization: reference,
  name: text(),
  description: text().nullable(),
  region: text(),
  cloud_provider: cloudProvider,
  /** Millicores the cluster offers to one service. */
  cpu: z.number().int(),
  /** MB the cluster offers to one service. */
  memory: z.number().int(),
  /** GPUs the cluster offers to one service. */
  gpu: z.number().int(),
  status: clusterState,
  deployment_status: deploymentStatus,
  kubernetes: kubernetesMode,
  production: z.boolean(),
  is_default: z.boolean(),
  is_demo: z.boolean(),
  has_access: z.boolean(),
  version: text().nullable(),
  instance_type: text().nullable(),
  min_running_nodes: z.number().int(),
  max_running_nodes: z.number().int(),
  disk_size: z.number().int(),
});
export type Cluster = z.infer<typeof cluster>;
