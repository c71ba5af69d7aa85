import { z } from 'zod';
import {
  type CloudProviderSegment,
  cloudProviderCredentials,
  clusterInstanceType,
  clusterRegion,
  credentialsRequests,
  instanceTypeQuery,
} from '../cloudProviders';
import {
  cluster,
  clusterEnvironment,
  clusterExecution,
  clusterFeature,
  clusterKubeconfigQuery,
  clusterLogLine,
  clusterRequest,
  clusterStatus,
} from '../clusters';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';
import { singleLine, text } from '../text';

const organizationParams = z.object({ organizationId: id });
const clusterParams = organizationParams.extend({ clusterId: id });
const tag = 'Clusters';

export const clusterEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the clusters of an organization',
    tag,
    params: organizationParams,
    query: pageQuery,
    response: listOf(cluster),
  }),
  create: endpointSchemas({
    summary: 'Create a cluster (nothing is installed until it is deployed)',
    tag,
    params: organizationParams,
    body: clusterRequest,
    response: cluster,
  }),
  listStatuses: endpointSchemas({
    summary: 'The status of every cluster of an organization',
    tag,
    params: organizationParams,
    response: listOf(clusterStatus),
  }),
  get: endpointSchemas({ summary: 'Get a cluster', tag, params: clusterParams, response: cluster }),
  edit: endpointSchemas({
    summary: 'Edit a cluster (every field of the request again)',
    tag,
    params: clusterParams,
    body: clusterRequest,
    response: cluster,
  }),
  delete: endpointSchemas({
    summary: 'Delete a cluster no environment uses',
    tag,
    params: clusterParams,
    conflict: 'An install, upgrade or stop of the cluster is under way',
  }),
  status: endpointSchemas({
    summary: 'Get the status of a cluster',
    tag,
    params: clusterParams,
    response: clusterStatus,
  }),
  deploy: endpointSchemas({
    summary: 'Install the cluster, or apply its changed settings',
    tag,
    params: clusterParams,
    response: clusterStatus,
    conflict: 'An install, upgrade or stop of the cluster is under way',
  }),
  stop: endpointSchemas({
    summary: 'Stop the cluster (its nodes scale down to none)',
    tag,
    params: clusterParams,
    response: clusterStatus,
    conflict: 'The cluster is stopped already, or an install, upgrade or stop is under way',
  }),
  upgrade: endpointSchemas({
    summary: 'Upgrade the cluster to the next Kubernetes version',
    tag,
    params: z.object({ clusterId: id }),
    response: clusterStatus,
    conflict: 'An install, upgrade or stop of the cluster is under way',
  }),
  kubeconfig: endpointSchemas({
    summary: 'The kubeconfig of the cluster (application/x-yaml)',
    tag,
    params: clusterParams,
    query: clusterKubeconfigQuery,
    response: text(),
  }),
  logs: endpointSchemas({
    summary: 'The log of the latest install, upgrade or stop of the cluster',
    tag,
    params: clusterParams,
    response: listOf(clusterLogLine),
  }),
  executions: endpointSchemas({
    summary: 'The installs, upgrades and stops of the cluster, latest first',
    tag,
    params: clusterParams,
    response: listOf(clusterExecution),
  }),
  environments: endpointSchemas({
    summary: 'The environments placed on the cluster',
    tag,
    params: z.object({ clusterId: id }),
    response: listOf(clusterEnvironment),
  }),
};

const catalogTag = 'Cloud Provider';
const regionList = (provider: string) =>
  endpointSchemas({ summary: `List ${provider} regions`, tag: catalogTag, response: listOf(clusterRegion) });
const featureList = (provider: string) =>
  endpointSchemas({
    summary: `List the cluster features ${provider} offers`,
    tag: catalogTag,
    response: listOf(clusterFeature),
  });
const instanceTypeList = (provider: string) =>
  endpointSchemas({
    summary: `List ${provider} instance types`,
    tag: catalogTag,
    query: instanceTypeQuery,
    response: listOf(clusterInstanceType),
  });
/** A region or zone as providers name them (`eu-west-3`, `fr-par-1`, `westeurope`). */
const regionName = () =>
  singleLine().regex(/^[a-z0-9-]+$/, 'must be a region name (lowercase letters, digits and dashes)');

const regionalInstanceTypeList = <K extends string>(provider: string, param: K) =>
  endpointSchemas({
    summary: `List the ${provider} instance types a ${param} offers`,
    tag: catalogTag,
    params: z.object({ [param]: regionName() }) as z.ZodObject<Record<K, ReturnType<typeof regionName>>>,
    query: instanceTypeQuery,
    response: listOf(clusterInstanceType),
  });

export const cloudProviderCatalogEndpointSchemas = {
  awsRegions: regionList('AWS'),
  awsFeatures: featureList('AWS'),
  awsInstanceTypes: instanceTypeList('AWS'),
  awsEksInstanceTypes: regionalInstanceTypeList('AWS EKS', 'region'),
  scalewayRegions: regionList('Scaleway'),
  scalewayFeatures: featureList('Scaleway'),
  scalewayInstanceTypes: instanceTypeList('Scaleway'),
  scalewayKapsuleInstanceTypes: regionalInstanceTypeList('Scaleway Kapsule', 'zone'),
  gcpRegions: regionList('GCP'),
  gcpFeatures: featureList('GCP'),
  gcpGkeInstanceTypes: regionalInstanceTypeList('GCP GKE', 'region'),
  azureRegions: regionList('Azure'),
  azureFeatures: featureList('Azure'),
  azureAksInstanceTypes: regionalInstanceTypeList('Azure AKS', 'region'),
};

const providerNames: Record<CloudProviderSegment, string> = {
  aws: 'AWS',
  scaleway: 'Scaleway',
  gcp: 'GCP',
  azure: 'Azure',
};

/** One provider's credentials: list, create, get, edit (the secret parts again) and delete. */
export function cloudProviderCredentialsEndpointSchemas<S extends CloudProviderSegment>(segment: S) {
  const listParams = organizationParams;
  const itemParams = organizationParams.extend({ credentialsId: id });
  const request = credentialsRequests[segment] as (typeof credentialsRequests)[S];
  const label = `${providerNames[segment]} credentials`;
  const tag = 'Cloud Provider Credentials';
  return {
    list: endpointSchemas({
      summary: `List the ${label} of an organization`,
      tag,
      params: listParams,
      query: pageQuery,
      response: listOf(cloudProviderCredentials),
    }),
    create: endpointSchemas({
      summary: `Create ${label}`,
      tag,
      params: listParams,
      body: request,
      response: cloudProviderCredentials,
    }),
    get: endpointSchemas({
      summary: `Get ${label}`,
      tag,
      params: itemParams,
      response: cloudProviderCredentials,
    }),
    edit: endpointSchemas({
      summary: `Edit ${label} (the secret parts are sent again)`,
      tag,
      params: itemParams,
      body: request,
      response: cloudProviderCredentials,
    }),
    delete: endpointSchemas({
      summary: `Delete ${label} no cluster uses`,
      tag,
      params: itemParams,
      conflict: 'Clusters use the credentials: the message names them',
    }),
  };
}

export const cloudProviderCredentialsSchemasBySegment = {
  aws: cloudProviderCredentialsEndpointSchemas('aws'),
  scaleway: cloudProviderCredentialsEndpointSchemas('scaleway'),
  gcp: cloudProviderCredentialsEndpointSchemas('gcp'),
  azure: cloudProviderCredentialsEndpointSchemas('azure'),
};
