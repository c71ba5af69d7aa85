import {
  containerRegistryEndpoints,
  environmentEndpoints,
  gitTokenEndpoints,
  helmRepositoryEndpoints,
  type ContainerRegistry,
  type Environment,
  type GitToken,
  type HelmRepository,
} from '../../../../contract';
import { ORG_ID } from '../../../test/fixtures';
import type { MockApi } from '../../../test/mockApi';
import {
  ENVIRONMENT_ID,
  GIT_TOKEN_ID,
  HELM_REPOSITORY_ID,
  PROJECT_ID,
  REGISTRY_ID,
} from '../../../../contract/testing';

export const STAGING_ID = '88888888-8888-4888-8888-888888888888';

export function environment(overrides: Partial<Environment> = {}): Environment {
  return {
    id: ENVIRONMENT_ID,
    created_at: '2025-02-01T10:00:00Z',
    name: 'production',
    organization: { id: ORG_ID },
    project: { id: PROJECT_ID },
    mode: 'PRODUCTION',
    cluster_id: '99999999-0000-4000-8000-000000000001',
    cluster_name: 'main',
    cloud_provider: { provider: 'AWS', cluster: 'main' },
    service_count: 3,
    ...overrides,
  };
}

const gitToken: GitToken = {
  id: GIT_TOKEN_ID,
  created_at: '2025-01-01T10:00:00Z',
  name: 'GitHub',
  description: 'Reads the acme repositories',
  type: 'GITHUB',
  workspace: null,
  git_api_url: 'https://api.github.com',
  associated_services_count: 1,
  expired_at: null,
};

const registry: ContainerRegistry = {
  id: REGISTRY_ID,
  created_at: '2025-01-01T10:00:00Z',
  name: 'Docker Hub',
  kind: 'DOCKER_HUB',
  description: '',
  url: 'https://docker.io',
  has_credentials: false,
  associated_services_count: 0,
};

const helmRepository: HelmRepository = {
  id: HELM_REPOSITORY_ID,
  created_at: '2025-01-01T10:00:00Z',
  name: 'ingress-nginx',
  kind: 'HTTPS',
  description: '',
  url: 'https://kubernetes.github.io/ingress-nginx',
  skip_tls_verification: false,
  has_credentials: false,
  associated_services_count: 0,
};

/** The organization and project records service forms choose from. */
export function answerChoices(api: MockApi) {
  return api
    .on(environmentEndpoints.get, { body: environment() })
    .on(environmentEndpoints.list, {
      body: { results: [environment(), environment({ id: STAGING_ID, name: 'staging', mode: 'STAGING' })] },
    })
    .on(gitTokenEndpoints.list, { body: { results: [gitToken] } })
    .on(containerRegistryEndpoints.list, { body: { results: [registry] } })
    .on(helmRepositoryEndpoints.list, { body: { results: [helmRepository] } });
}
