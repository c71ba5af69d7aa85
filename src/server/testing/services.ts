import { minimalServiceRequests } from '../../contract/testing';
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

/** The smallest valid request of each kind of service (the contract's shared samples), to build test cases on. */
export function minimalRequests(fixture: ServicesFixture) {
  return minimalServiceRequests(fixture);
}
