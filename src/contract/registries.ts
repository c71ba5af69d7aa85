import { z } from 'zod';
import { base, description, id, name } from './common';
import { singleLine, text, url } from './text';

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

/**
 * Credentials go in, never come back out. Left out of an edit, the stored credentials stay; sent, they replace
 * the stored ones (an empty object removes them).
 */
const registryCredentials = z
  .object({
    username: singleLine().optional(),
    password: singleLine().optional(),
    access_key_id: singleLine().optional(),
    secret_access_key: singleLine().optional(),
    region: singleLine().optional(),
  })
  .optional();

export const containerRegistryRequest = z.object({
  name,
  kind: containerRegistryKind,
  description: description.optional(),
  url: url('must be a URL'),
  config: registryCredentials,
});
export type ContainerRegistryRequest = z.input<typeof containerRegistryRequest>;

export const containerRegistry = base.extend({
  name: text(),
  kind: containerRegistryKind,
  description: text(),
  url: text(),
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
  url: url('must be a URL'),
  skip_tls_verification: z.boolean().default(false),
  config: registryCredentials,
});
export type HelmRepositoryRequest = z.input<typeof helmRepositoryRequest>;

export const helmRepository = base.extend({
  name: text(),
  kind: helmRepositoryKind,
  description: text(),
  url: text(),
  skip_tls_verification: z.boolean(),
  has_credentials: z.boolean(),
  associated_services_count: z.number().int(),
});
export type HelmRepository = z.infer<typeof helmRepository>;

export const registryReference = z.object({
  id,
  name: text(),
  url: text(),
  kind: containerRegistryKind,
});

/** One path component of an image reference, as registries accept it. */
const component = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const oneOrMore = new RegExp(`^${component}(?:/${component})*$`);
const twoOrMore = new RegExp(`^${component}(?:/${component})+$`);
const oneOrTwo = new RegExp(`^${component}(?:/${component})?$`);

const namespaced = (label: string) => ({
  pattern: twoOrMore,
  expected: `namespace/image for ${label}, such as "acme/web"`,
});

/** The shape of `image_name` each kind of registry expects. */
const imageNameRules: Record<ContainerRegistryKind, { pattern: RegExp; expected: string }> = {
  ECR: { pattern: oneOrMore, expected: 'a repository name for ECR, such as "web" or "team/web"' },
  SCALEWAY_CR: namespaced('Scaleway'),
  DOCKER_HUB: {
    pattern: oneOrTwo,
    expected: 'image or repository/image for Docker Hub, such as "nginx" or "bitnami/redis"',
  },
  GITHUB_CR: namespaced('GitHub'),
  GITHUB_ENTERPRISE_CR: namespaced('GitHub Enterprise'),
  GITLAB_CR: namespaced('GitLab'),
  PUBLIC_ECR: {
    pattern: twoOrMore,
    expected: 'registry_alias/repository for public ECR, such as "nginx/nginx"',
  },
  DOCR: namespaced('DigitalOcean'),
  GENERIC_CR: { pattern: /\S/, expected: 'an image name' },
  GCP_ARTIFACT_REGISTRY: namespaced('Artifact Registry'),
  AZURE_CR: namespaced('Azure'),
};

/** Why `imageName` cannot name an image of a registry of this kind, or null when it can. */
export function imageNameProblem(kind: ContainerRegistryKind, imageName: string): string | null {
  const name = imageName.trim();
  if (name === '') return 'is required';
  if (kind !== 'GENERIC_CR' && /[:@]/.test(name)) return 'must not include a tag or digest: set it in tag';
  const rule = imageNameRules[kind];
  return rule.pattern.test(name) ? null : `must be ${rule.expected} (lowercase letters, digits, . _ -)`;
}
