import { queryOptions } from '@tanstack/react-query';
import {
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  type CloudProviderSegment,
  clusterEndpoints,
  clusterLockEndpoints,
} from '../../../../contract';
import { clusterKeys } from '../../../data/clusters/keys';
import { call } from '../../../lib/api/client';

/** How often a page asks again while an install, upgrade or stop runs. */
export const PROGRESS_POLL_MS = 2000;

export const clusterLocksQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: clusterKeys.locks(organizationId),
    queryFn: ({ signal }) => call(clusterLockEndpoints.list, { params: { organizationId }, signal }),
  });

export const clusterQueryOptions = (organizationId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.detail(clusterId),
    queryFn: ({ signal }) => call(clusterEndpoints.get, { params: { organizationId, clusterId }, signal }),
  });

export const clusterStatusQueryOptions = (organizationId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.status(clusterId),
    queryFn: ({ signal }) => call(clusterEndpoints.status, { params: { organizationId, clusterId }, signal }),
  });

export const clusterExecutionsQueryOptions = (organizationId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.executions(clusterId),
    queryFn: ({ signal }) =>
      call(clusterEndpoints.executions, { params: { organizationId, clusterId }, signal }),
  });

export const clusterLogsQueryOptions = (organizationId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.logs(clusterId),
    queryFn: ({ signal }) => call(clusterEndpoints.logs, { params: { organizationId, clusterId }, signal }),
  });

export const clusterEnvironmentsQueryOptions = (clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.environments(clusterId),
    queryFn: ({ signal }) => call(clusterEndpoints.environments, { params: { clusterId }, signal }),
  });

const catalog = cloudProviderCatalogEndpoints;
const regionRoutes = {
  aws: catalog.awsRegions,
  scaleway: catalog.scalewayRegions,
  gcp: catalog.gcpRegions,
  azure: catalog.azureRegions,
} as const;
const featureRoutes = {
  aws: catalog.awsFeatures,
  scaleway: catalog.scalewayFeatures,
  gcp: catalog.gcpFeatures,
  azure: catalog.azureFeatures,
} as const;

/** Catalogs change with the platform only: read once a session. */
const CATALOG_STALE_MS = 60 * 60_000;

export const regionsQueryOptions = (segment: CloudProviderSegment) =>
  queryOptions({
    queryKey: clusterKeys.catalog(segment, 'regions'),
    queryFn: ({ signal }) => call(regionRoutes[segment], { signal }),
    staleTime: CATALOG_STALE_MS,
  });

export const featuresQueryOptions = (segment: CloudProviderSegment) =>
  queryOptions({
    queryKey: clusterKeys.catalog(segment, 'features'),
    queryFn: ({ signal }) => call(featureRoutes[segment], { signal }),
    staleTime: CATALOG_STALE_MS,
  });

/** The instance types a region offers (every one of the provider before a region is chosen). */
export const instanceTypesQueryOptions = (segment: CloudProviderSegment, region: string) =>
  queryOptions({
    queryKey: clusterKeys.catalog(segment, 'instanceTypes', region || undefined),
    queryFn: ({ signal }) => {
      if (!region) {
        return segment === 'aws'
          ? call(catalog.awsInstanceTypes, { signal })
          : segment === 'scaleway'
            ? call(catalog.scalewayInstanceTypes, { signal })
            : segment === 'gcp'
              ? call(catalog.gcpGkeInstanceTypes, { params: { region: 'us-central1' }, signal })
              : call(catalog.azureAksInstanceTypes, { params: { region: 'eastus' }, signal });
      }
      switch (segment) {
        case 'aws':
          return call(catalog.awsEksInstanceTypes, { params: { region }, signal });
        case 'scaleway':
          return call(catalog.scalewayKapsuleInstanceTypes, { params: { zone: region }, signal });
        case 'gcp':
          return call(catalog.gcpGkeInstanceTypes, { params: { region }, signal });
        case 'azure':
          return call(catalog.azureAksInstanceTypes, { params: { region }, signal });
      }
    },
    staleTime: CATALOG_STALE_MS,
  });

export const credentialsQueryOptions = (organizationId: string, segment: CloudProviderSegment) =>
  queryOptions({
    queryKey: clusterKeys.credentials(organizationId, segment),
    queryFn: ({ signal }) =>
      call(cloudProviderCredentialsEndpoints[segment].list, { params: { organizationId }, signal }),
  });
