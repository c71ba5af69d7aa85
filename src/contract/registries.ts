import { z } from 'zod';
import { base, description, id, name } from './common';

export const containerRegistryKind = z.enum([
  'ECR',
  'SCALEWAY_CR',
  'DOCKER_HUB',
  'GITHUB_CR',
  'GITHUB_ENTERPRISE_CR',
  'GITLAB_CR',
  'PUBLIC_ECR',
  'DOCR',
  'GENERIC_CR',
  'GCP_ARTIFACT_REGISTRY',
  'AZURE_CR',
]);
export type ContainerRegistryKind = z.infer<typeof containerRegistryKind>;

/** Credentials go in, never come back out. */
const registryCredentials = z
  .object({
    username: z.string().optional(),
    password: z.string().optional(),
    access_key_id: z.string().optional(),
    secret_access_key: z.string().optional(),
    region: z.string().optional(),
  })
  .default({});

export const containerRegistryRequest = z.object({
  name,
  kind: containerRegistryKind,
  description: description.optional(),
  url: z.url('must be a URL'),
  config: registryCredentials,
});
export type ContainerRegistryRequest = z.input<typeof containerRegistryRequest>;

export const containerRegistry = base.extend({
  name: z.string(),
  kind: containerRegistryKind,
  description: z.string(),
  url: z.string(),
  /** Whether credentials are stored; their values never leave the server. */
  has_credentials: z.boolean(),
  associated_services_count: z.number().int(),
});
export type ContainerRegistry = z.infer<typeof containerRegistry>;

export const helmRepositoryKind = z.enum([
  'HTTPS',
  'OCI_ECR',
  'OCI_SCALEWAY_CR',
  'OCI_DOCKER_HUB',
  'OCI_PUBLIC_ECR',
  'OCI_GENERIC_CR',
  'OCI_GITHUB_CR',
  'OCI_GITLAB_CR',
]);

export const helmRepositoryRequest = z.object({
  name,
  kind: helmRepositoryKind,
  description: description.optional(),
  url: z.url('must be a URL'),
  skip_tls_verification: z.boolean().default(false),
  config: registryCredentials,
});
export type HelmRepositoryRequest = z.input<typeof helmRepositoryRequest>;

export const helmRepository = base.extend({
  name: z.string(),
  kind: helmRepositoryKind,
  description: z.string(),
  url: z.string(),
  skip_tls_verification: z.boolean(),
  has_credentials: z.boolean(),
  associated_services_count: z.number().int(),
});
export type HelmRepository = z.infer<typeof helmRepository>;

export const registryReference = z.object({
  id,
  name: z.string(),
  url: z.string(),
  kind: containerRegistryKind,
});
