import { routes, type RouteFields, type RoutesOf } from '../endpoint';
import type { CloudProviderSegment } from '../cloudProviders';
import type {
  cloudProviderCatalogEndpointSchemas,
  cloudProviderCredentialsEndpointSchemas,
  clusterEndpointSchemas,
} from './clusters.schemas';

const organizationScope = { param: 'organizationId', kind: 'organization' } as const;
const clusterScope = { param: 'clusterId', kind: 'cluster' } as const;
const clusterPath = '/organization/{organizationId}/cluster/{clusterId}';
// Reads of one cluster are checked on the cluster, so a custom role reads only the clusters it lists; its writes
// stay the organization's (a built-in role's).

export const clusterEndpoints = routes<typeof clusterEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/cluster',
    operationId: 'listOrganizationCluster',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/organization/{organizationId}/cluster',
    operationId: 'createCluster',
    access: 'admin',
    scopeParam: organizationScope,
    status: 201,
  },
  listStatuses: {
    method: 'GET',
    path: '/organization/{organizationId}/cluster/status',
    operationId: 'getOrganizationClusterStatus',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  get: {
    method: 'GET',
    path: clusterPath,
    operationId: 'getCluster',
    access: 'read',
    scopeParam: clusterScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: clusterPath,
    operationId: 'editCluster',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: clusterPath,
    operationId: 'deleteCluster',
    access: 'admin',
    scopeParam: organizationScope,
    status: 204,
  },
  status: {
    method: 'GET',
    path: `${clusterPath}/status`,
    operationId: 'getClusterStatus',
    access: 'read',
    scopeParam: clusterScope,
    status: 200,
  },
  deploy: {
    method: 'POST',
    path: `${clusterPath}/deploy`,
    operationId: 'deployCluster',
    access: 'admin',
    scopeParam: organizationScope,
    status: 201,
  },
  stop: {
    method: 'POST',
    path: `${clusterPath}/stop`,
    operationId: 'StopCluster',
    access: 'admin',
    scopeParam: organizationScope,
    status: 202,
  },
  upgrade: {
    method: 'POST',
    path: '/cluster/{clusterId}/upgrade',
    operationId: 'upgradeCluster',
    access: 'admin',
    scopeParam: clusterScope,
    status: 201,
  },
  kubeconfig: {
    method: 'GET',
    path: `${clusterPath}/kubeconfig`,
    operationId: 'getClusterKubeconfig',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  logs: {
    method: 'GET',
    path: `${clusterPath}/logs`,
    operationId: 'listClusterLogs',
    access: 'read',
    scopeParam: clusterScope,
    status: 200,
  },
  executions: {
    method: 'GET',
    path: `${clusterPath}/execution`,
    operationId: 'listClusterExecutions',
    access: 'read',
    scopeParam: clusterScope,
    status: 200,
  },
  environments: {
    method: 'GET',
    path: '/cluster/{clusterId}/environments',
    operationId: 'get-environments-by-cluster-id',
    access: 'read',
    scopeParam: clusterScope,
    status: 200,
  },
});

/* #__NO_SIDE_EFFECTS__ */
const catalogRoute = (path: string, operationId: string): RouteFields => ({
  method: 'GET',
  path,
  operationId,
  access: 'authenticated',
  status: 200,
});

/** Regions, instance types and features of each provider: the same for every organization. */
export const cloudProviderCatalogEndpoints = routes<typeof cloudProviderCatalogEndpointSchemas>({
  awsRegions: catalogRoute('/aws/region', 'listAWSRegions'),
  awsFeatures: catalogRoute('/aws/clusterFeature', 'listAWSFeatures'),
  awsInstanceTypes: catalogRoute('/aws/instanceType', 'listAWSInstanceType'),
  awsEksInstanceTypes: catalogRoute('/aws/eks/instanceType/{region}', 'listAWSEKSInstanceType'),
  scalewayRegions: catalogRoute('/scaleway/region', 'listScalewayRegions'),
  scalewayFeatures: catalogRoute('/scaleway/clusterFeature', 'listScalewayFeatures'),
  scalewayInstanceTypes: catalogRoute('/scaleway/instanceType', 'listScalewayInstanceType'),
  scalewayKapsuleInstanceTypes: catalogRoute(
    '/scaleway/instanceType/{zone}',
    'listScalewayKapsuleInstanceType',
  ),
  gcpRegions: catalogRoute('/gcp/region', 'listGcpRegions'),
  gcpFeatures: catalogRoute('/gcp/clusterFeature', 'listGcpFeatures'),
  gcpGkeInstanceTypes: catalogRoute('/gcp/instanceType/{region}', 'listGcpGkeInstanceType'),
  azureRegions: catalogRoute('/azure/region', 'listAzureRegions'),
  azureFeatures: catalogRoute('/azure/clusterFeature', 'listAzureFeatures'),
  azureAksInstanceTypes: catalogRoute('/azure/aks/instanceType/{region}', 'listAzureAKSInstanceType'),
});

const operationNames: Record<CloudProviderSegment, string> = {
  aws: 'Aws',
  scaleway: 'Scaleway',
  gcp: 'Gcp',
  azure: 'Azure',
};

type CredentialsSchemas<S extends CloudProviderSegment> = ReturnType<
  typeof cloudProviderCredentialsEndpointSchemas<S>
>;

/** List, create, edit and delete of one provider's credentials, at `/organization/{organizationId}/<segment>/credentials`. */
/* #__NO_SIDE_EFFECTS__ */
function credentialsRoutes<S extends CloudProviderSegment>(segment: S): RoutesOf<CredentialsSchemas<S>> {
  const listPath = `/organization/{organizationId}/${segment}/credentials`;
  const itemPath = `${listPath}/{credentialsId}`;
  const operation = operationNames[segment];
  return routes<CredentialsSchemas<S>>({
    list: {
      method: 'GET',
      path: listPath,
      operationId: `list${operation}Credentials`,
      access: 'read',
      scopeParam: organizationScope,
      status: 200,
    },
    create: {
      method: 'POST',
      path: listPath,
      operationId: `create${operation}Credentials`,
      access: 'admin',
      scopeParam: organizationScope,
      status: 201,
    },
    get: {
      method: 'GET',
      path: itemPath,
      operationId: `get${operation}Credentials`,
      access: 'read',
      scopeParam: organizationScope,
      status: 200,
    },
    edit: {
      method: 'PUT',
      path: itemPath,
      operationId: `edit${operation}Credentials`,
      access: 'admin',
      scopeParam: organizationScope,
      status: 200,
    },
    delete: {
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${operation}Credentials`,
      access: 'admin',
      scopeParam: organizationScope,
      status: 204,
    },
  });
}

export const cloudProviderCredentialsEndpoints = {
  aws: credentialsRoutes('aws'),
  scaleway: credentialsRoutes('scaleway'),
  gcp: credentialsRoutes('gcp'),
  azure: credentialsRoutes('azure'),
};
