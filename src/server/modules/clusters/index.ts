export { type CloudProviderCatalog, createCloudProviderCatalog } from './catalogService';
export { type ClusterRunner, createClusterRunner } from './lifecycle/runner';
export { type ClusterLockService, createClusterLockService } from './locks';
export { type ClusterRow, findClusterOf, findDefaultCluster } from './queries';
export { type ClusterService, createClusterService } from './service';
