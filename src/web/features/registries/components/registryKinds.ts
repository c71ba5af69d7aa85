import type { z } from 'zod';
import { containerRegistryKind, helmRepositoryKind, type ContainerRegistryKind } from '../../../../contract';
import type { SelectOption } from '../../../ui/form/SelectField';
import type { CredentialStyle } from './credentials';

export type HelmRepositoryKind = z.infer<typeof helmRepositoryKind>;

export interface KindPresentation {
  label: string;
  credentials: CredentialStyle;
  /** An example address, shown as the URL field's placeholder. */
  example: string;
}

export const containerRegistryKinds: Record<ContainerRegistryKind, KindPresentation> = {
  DOCKER_HUB: { label: 'Docker Hub', credentials: 'login', example: 'https://docker.io' },
  GITHUB_CR: { label: 'GitHub Container Registry', credentials: 'login', example: 'https://ghcr.io' },
  GITHUB_ENTERPRISE_CR: {
    label: 'GitHub Enterprise registry',
    credentials: 'login',
    example: 'https://containers.github.example.com',
  },
  GITLAB_CR: {
    label: 'GitLab Container Registry',
    credentials: 'login',
    example: 'https://registry.gitlab.com',
  },
  ECR: {
    label: 'Amazon ECR',
    credentials: 'accessKeyAndRegion',
    example: 'https://123456789012.dkr.ecr.eu-west-3.amazonaws.com',
  },
  PUBLIC_ECR: { label: 'Amazon ECR Public', credentials: 'accessKey', example: 'https://public.ecr.aws' },
  SCALEWAY_CR: {
    label: 'Scaleway Container Registry',
    credentials: 'accessKeyAndRegion',
    example: 'https://rg.fr-par.scw.cloud',
  },
  DOCR: {
    label: 'DigitalOcean Container Registry',
    credentials: 'login',
    example: 'https://registry.digitalocean.com',
  },
  GCP_ARTIFACT_REGISTRY: {
    label: 'Google Artifact Registry',
    credentials: 'login',
    example: 'https://europe-west1-docker.pkg.dev',
  },
  AZURE_CR: {
    label: 'Azure Container Registry',
    credentials: 'login',
    example: 'https://example.azurecr.io',
  },
  GENERIC_CR: { label: 'Other registry', credentials: 'login', example: 'https://registry.example.com' },
};

export const helmRepositoryKinds: Record<HelmRepositoryKind, KindPresentation> = {
  HTTPS: { label: 'HTTPS chart repository', credentials: 'login', example: 'https://charts.example.com' },
  OCI_DOCKER_HUB: { label: 'Docker Hub (OCI)', credentials: 'login', example: 'oci://registry-1.docker.io' },
  OCI_GITHUB_CR: { label: 'GitHub Container Registry (OCI)', credentials: 'login', example: 'oci://ghcr.io' },
  OCI_GITLAB_CR: {
    label: 'GitLab Container Registry (OCI)',
    credentials: 'login',
    example: 'oci://registry.gitlab.com',
  },
  OCI_ECR: {
    label: 'Amazon ECR (OCI)',
    credentials: 'accessKeyAndRegion',
    example: 'oci://123456789012.dkr.ecr.eu-west-3.amazonaws.com',
  },
  OCI_PUBLIC_ECR: {
    label: 'Amazon ECR Public (OCI)',
    credentials: 'accessKey',
    example: 'oci://public.ecr.aws',
  },
  OCI_SCALEWAY_CR: {
    label: 'Scaleway Container Registry (OCI)',
    credentials: 'accessKeyAndRegion',
    example: 'oci://rg.fr-par.scw.cloud',
  },
  OCI_GENERIC_CR: {
    label: 'Other OCI registry',
    credentials: 'login',
    example: 'oci://registry.example.com',
  },
};

const optionsOf = <K extends string>(
  kinds: readonly K[],
  table: Record<K, KindPresentation>,
): SelectOption<K>[] => kinds.map((kind) => ({ value: kind, label: table[kind].label }));

export const containerRegistryKindOptions = optionsOf(containerRegistryKind.options, containerRegistryKinds);
export const helmRepositoryKindOptions = optionsOf(helmRepositoryKind.options, helmRepositoryKinds);
