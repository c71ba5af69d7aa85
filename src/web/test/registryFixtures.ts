import type { ContainerRegistry, GitToken, HelmRepository } from '../../contract';

let sequence = 0;
const nextId = () => `efefefef-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

export function gitToken(overrides: Partial<GitToken> = {}): GitToken {
  return {
    id: nextId(),
    created_at: '2025-01-10T10:00:00Z',
    updated_at: '2025-01-10T10:00:00Z',
    name: 'GitHub',
    description: '',
    type: 'GITHUB',
    workspace: null,
    git_api_url: 'https://api.github.com',
    associated_services_count: 0,
    expired_at: null,
    ...overrides,
  };
}

export function containerRegistry(overrides: Partial<ContainerRegistry> = {}): ContainerRegistry {
  return {
    id: nextId(),
    created_at: '2025-01-10T10:00:00Z',
    updated_at: '2025-01-10T10:00:00Z',
    name: 'Docker Hub',
    kind: 'DOCKER_HUB',
    description: '',
    url: 'https://docker.io',
    has_credentials: false,
    associated_services_count: 0,
    ...overrides,
  };
}

export function helmRepository(overrides: Partial<HelmRepository> = {}): HelmRepository {
  return {
    id: nextId(),
    created_at: '2025-01-10T10:00:00Z',
    updated_at: '2025-01-10T10:00:00Z',
    name: 'bitnami',
    kind: 'HTTPS',
    description: '',
    url: 'https://charts.bitnami.com/bitnami',
    skip_tls_verification: false,
    has_credentials: false,
    associated_services_count: 0,
    ...overrides,
  };
}
