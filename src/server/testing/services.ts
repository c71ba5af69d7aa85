import { expectStatus, platformFixture, type PlatformFixture } from './api';
import type { TestApp } from './testApp';

export interface ServicesFixture extends PlatformFixture {
  /** A Docker Hub registry of the organization. */
  registryId: string;
  /** An HTTPS helm repository of the organization. */
  helmRepositoryId: string;
}

/** The platform fixture, plus a container registry and a helm repository to take images and charts from. */
export async function servicesFixture(
  t: TestApp,
  cluster: { cpu?: number; memory?: number; gpu?: number } = {},
): Promise<ServicesFixture> {
  const fixture = await platformFixture(t, cluster);
  const { api, organizationId } = fixture;
  const registry = expectStatus(
    await api.post(`/organization/${organizationId}/containerRegistry`, {
      name: 'docker-hub',
      kind: 'DOCKER_HUB',
      url: 'https://registry-1.docker.io',
    }),
    201,
  );
  const helmRepository = expectStatus(
    await api.post(`/organization/${organizationId}/helmRepository`, {
      name: 'bitnami',
      kind: 'HTTPS',
      url: 'https://charts.bitnami.com/bitnami',
    }),
    201,
  );
  return { ...fixture, registryId: registry.id, helmRepositoryId: helmRepository.id };
}

/** The smallest valid request of each kind of service, to build test cases on. */
export function minimalRequests(fixture: ServicesFixture) {
  return {
    application: {
      name: 'api',
      git_repository: { url: 'https://github.com/acme/api.git' },
      ports: [{ internal_port: 8080, publicly_accessible: true }],
    },
    container: { name: 'web', registry_id: fixture.registryId, image_name: 'nginx', tag: '1.27' },
    database: { name: 'db', type: 'POSTGRESQL', version: '16' },
    job: {
      name: 'nightly',
      source: { image: { registry_id: fixture.registryId, image_name: 'acme/report', tag: '1.0' } },
      schedule: { cronjob: { scheduled_at: '0 3 * * *' } },
    },
    helm: {
      name: 'cache',
      source: {
        helm_repository: {
          repository: fixture.helmRepositoryId,
          chart_name: 'redis',
          chart_version: '19.0.0',
        },
      },
    },
    terraform: {
      name: 'infra',
      terraform_files_source: { git_repository: { url: 'https://github.com/acme/infra.git' } },
      backend: { kubernetes: {} },
    },
  };
}
