import type { CloudProvider } from './clusters';

/** Hours in an average month, as cloud providers bill them. */
export const HOURS_PER_MONTH = 730;

/** US dollars a month for the managed control plane (EKS and GKE bill it; Kapsule and AKS's free tier do not). */
const controlPlaneMonthly: Partial<Record<CloudProvider, number>> = { AWS: 73, GCP: 73, SCW: 0, AZURE: 0 };

/** US dollars a month per GB of node disk. */
const diskMonthlyPerGb: Partial<Record<CloudProvider, number>> = {
  AWS: 0.08,
  GCP: 0.04,
  SCW: 0.08,
  AZURE: 0.05,
};

export interface ClusterCostInput {
  cloudProvider: CloudProvider;
  /** US dollars an hour for one node; null while no instance type is chosen. */
  hourlyPrice: number | null;
  maxRunningNodes: number;
  diskSize: number;
  /** The monthly cost in cents of each feature switched on. */
  featureCentsPerMonth: number[];
}

export interface ClusterCost {
  nodes: number;
  disks: number;
  controlPlane: number;
  features: number;
  /** Whole US dollars a month, rounded up. */
  total: number;
}

/**
 * What a cluster costs its cloud provider account a month at its largest (every node it may scale to running):
 * the server answers it as `estimated_cloud_provider_cost`, and the console shows it while the fields change.
 */
export function estimateClusterCost(input: ClusterCostInput): ClusterCost {
  const nodeCount = Math.max(0, input.maxRunningNodes);
  const nodes = (input.hourlyPrice ?? 0) * HOURS_PER_MONTH * nodeCount;
  const disks = (diskMonthlyPerGb[input.cloudProvider] ?? 0) * Math.max(0, input.diskSize) * nodeCount;
  const controlPlane = controlPlaneMonthly[input.cloudProvider] ?? 0;
  const features = input.featureCentsPerMonth.reduce((sum, cents) => sum + cents, 0) / 100;
  return { nodes, disks, controlPlane, features, total: Math.ceil(nodes + disks + controlPlane + features) };
}
