import { z } from 'zod';
import {
  containerRegistryKind,
  containerRegistryRequest,
  helmRepositoryKind,
  helmRepositoryRequest,
  type ContainerRegistry,
  type ContainerRegistryRequest,
  type HelmRepository,
  type HelmRepositoryRequest,
} from '../../../../contract';
import { blankCredentials, configOf, credentialsAction, credentialValues } from './credentials';
import { containerRegistryKinds, helmRepositoryKinds } from './registryKinds';

const common = {
  name: z.string(),
  description: z.string(),
  url: z.string(),
  config: credentialValues,
  credentials_action: credentialsAction,
};

/** What the container registry form holds; the contract's schema validates what is sent. */
export const containerRegistryForm = z
  .object({ ...common, kind: containerRegistryKind })
  .transform(({ config, credentials_action, url, ...values }): ContainerRegistryRequest => ({
    ...values,
    url: url.trim(),
    ...configOf(config, credentials_action, containerRegistryKinds[values.kind].credentials),
  }))
  .pipe(containerRegistryRequest);
export type ContainerRegistryFormValues = z.input<typeof containerRegistryForm>;

export const helmRepositoryForm = z
  .object({ ...common, kind: helmRepositoryKind, skip_tls_verification: z.boolean() })
  .transform(({ config, credentials_action, url, ...values }): HelmRepositoryRequest => ({
    ...values,
    url: url.trim(),
    ...configOf(config, credentials_action, helmRepositoryKinds[values.kind].credentials),
  }))
  .pipe(helmRepositoryRequest);
export type HelmRepositoryFormValues = z.input<typeof helmRepositoryForm>;

/** Typing credentials adds them, unless some are stored: those stay until the person chooses otherwise. */
const startingAction = (hasCredentials: boolean) => (hasCredentials ? 'keep' : 'replace');

export function containerRegistryValues(registry?: ContainerRegistry): ContainerRegistryFormValues {
  return {
    name: registry?.name ?? '',
    description: registry?.description ?? '',
    kind: registry?.kind ?? 'DOCKER_HUB',
    url: registry?.url ?? '',
    config: blankCredentials,
    credentials_action: startingAction(registry?.has_credentials ?? false),
  };
}

export function helmRepositoryValues(repository?: HelmRepository): HelmRepositoryFormValues {
  return {
    name: repository?.name ?? '',
    description: repository?.description ?? '',
    kind: repository?.kind ?? 'HTTPS',
    url: repository?.url ?? '',
    skip_tls_verification: repository?.skip_tls_verification ?? false,
    config: blankCredentials,
    credentials_action: startingAction(repository?.has_credentials ?? false),
  };
}
