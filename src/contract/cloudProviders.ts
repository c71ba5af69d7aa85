import { z } from 'zod';
import { base, name } from './common';
import type { CloudProvider } from './clusters';
import { singleLine, text } from './text';

/** The providers the platform makes clusters on, as their paths name them. */
export const cloudProviderSegments = {
  aws: 'AWS',
  scaleway: 'SCW',
  gcp: 'GCP',
  azure: 'AZURE',
} as const satisfies Record<string, CloudProvider>;
export type CloudProviderSegment = keyof typeof cloudProviderSegments;
export type ManagedCloudProvider = (typeof cloudProviderSegments)[CloudProviderSegment];

export const clusterRegion = z.object({
  name: singleLine(),
  city: text(),
  country_code: singleLine(),
  country: text(),
});
export type ClusterRegion = z.infer<typeof clusterRegion>;

/** A node type clusters can run on, with what it offers and what it costs. */
export const clusterInstanceType = z.object({
  type: singleLine(),
  name: singleLine(),
  /** vCPUs. */
  cpu: z.number().int(),
  ram_in_gb: z.number(),
  /** MB (1024 = 1 GB). */
  memory: z.number().int(),
  gpu: z.number().int(),
  architecture: z.enum(['AMD64', 'ARM64']),
  /** US dollars an hour for one node, on demand. */
  hourly_price: z.number(),
  currency_code: singleLine(),
});
export type ClusterInstanceType = z.infer<typeof clusterInstanceType>;

export const instanceTypeQuery = z.object({
  gpu: z.enum(['INCLUDE', 'EXCLUDE', 'ONLY']).optional(),
});

/** The secret parts of each provider's credentials: they go in, never come back out. */
const secret = () => singleLine().trim().min(1, 'is required');

export const awsCredentialsRequest = z.object({
  name,
  access_key_id: secret(),
  secret_access_key: secret(),
});
export const scalewayCredentialsRequest = z.object({
  name,
  scaleway_access_key: secret(),
  scaleway_secret_key: secret(),
  scaleway_project_id: secret(),
  scaleway_organization_id: secret(),
});
export const gcpCredentialsRequest = z.object({
  name,
  /** The service account key, the JSON file Google Cloud gives. */
  gcp_credentials: text().trim().min(1, 'is required'),
});
export const azureCredentialsRequest = z.object({
  name,
  azure_subscription_id: secret(),
  azure_tenant_id: secret(),
  azure_client_id: secret(),
  azure_client_secret: secret(),
});

export const credentialsRequests = {
  aws: awsCredentialsRequest,
  scaleway: scalewayCredentialsRequest,
  gcp: gcpCredentialsRequest,
  azure: azureCredentialsRequest,
} as const;
export type CredentialsRequest<S extends CloudProviderSegment> = z.input<(typeof credentialsRequests)[S]>;

/** Stored credentials as answered: their name and provider, never their secret parts. */
export const cloudProviderCredentials = base.extend({
  name: text(),
  cloud_provider: z.enum(['AWS', 'SCW', 'GCP', 'AZURE']),
  /** Clusters made with these credentials. */
  cluster_count: z.number().int(),
});
export type CloudProviderCredentials = z.infer<typeof cloudProviderCredentials>;
