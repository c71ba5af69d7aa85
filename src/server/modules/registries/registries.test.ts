import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registries } from '../../db/schema';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function organization() {
  const org = await t.createOrganization();
  return { id: org.id, api: apiClient(t, org.adminToken.value) };
}

describe('container registries', () => {
  it('creates, reads, lists, edits and deletes a registry; credentials are sealed and never answered', async () => {
    const { id, api } = await organization();
    const url = `/organization/${id}/containerRegistry`;
    const password = 'dckr_pat_secret-value';
    const created = await api.post(url, {
      name: 'hub',
      kind: 'DOCKER_HUB',
      url: 'https://registry-1.docker.io',
      config: { username: 'acme', password },
    });
    const registry = expectStatus(created, 201);
    expect(registry).toMatchObject({
      name: 'hub',
      kind: 'DOCKER_HUB',
      description: '',
      url: 'https://registry-1.docker.io',
      has_credentials: true,
      associated_services_count: 0,
    });
    expect(registry).not.toHaveProperty('config');
    const [row] = await t.db.select().from(registries).where(eq(registries.id, registry.id));
    expect(row?.sealedCredentials).toMatch(/^v1\./);
    expect(row?.sealedCredentials).not.toContain(password);

    // Left out of an edit, credentials stay; an empty object removes them.
    const edited = expectStatus(
      await api.put(`${url}/${registry.id}`, {
        name: 'docker-hub',
        kind: 'DOCKER_HUB',
        url: 'https://docker.io',
      }),
      200,
    );
    expect(edited).toMatchObject({ name: 'docker-hub', url: 'https://docker.io', has_credentials: true });
    const cleared = expectStatus(
      await api.put(`${url}/${registry.id}`, {
        name: 'docker-hub',
        kind: 'DOCKER_HUB',
        url: 'https://docker.io',
        config: {},
      }),
      200,
    );
    expect(cleared.has_credentials).toBe(false);

    for (const body of [
      created.body,
      (await api.get(url)).body,
      (await api.get(`${url}/${registry.id}`)).body,
    ]) {
      expect(body).not.toContain(password);
    }
    expect(expectStatus(await api.get(url), 200).results).toHaveLength(1);
    expect((await api.delete(`${url}/${registry.id}`)).statusCode).toBe(204);
    expect((await api.get(`${url}/${registry.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name and a kind it does not know', async () => {
    const { id, api } = await organization();
    const url = `/organization/${id}/containerRegistry`;
    expectStatus(
      await api.post(url, { name: 'ecr', kind: 'ECR', url: 'https://1.dkr.ecr.eu-west-3.amazonaws.com' }),
      201,
    );
    const duplicate = await api.post(url, {
      name: 'ECR',
      kind: 'ECR',
      url: 'https://2.dkr.ecr.eu-west-3.amazonaws.com',
    });
    expect(duplicate.statusCode).toBe(409);
    const unknownKind = await api.post(url, { name: 'quay', kind: 'QUAY', url: 'https://quay.io' });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toMatch(/^body\.kind: /);
  });

  it('counts the services using a registry and refuses to delete it while they do', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, environmentId, registryId } = fixture;
    const requests = minimalRequests(fixture);
    expectStatus(await api.post(`/environment/${environmentId}/container`, requests.container), 201);
    const job = expectStatus(await api.post(`/environment/${environmentId}/job`, requests.job), 201);
    const url = `/organization/${organizationId}/containerRegistry/${registryId}`;
    expect(expectStatus(await api.get(url), 200).associated_services_count).toBe(2);

    const refused = await api.delete(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Container registry "docker-hub" is used by 2 services: nightly (job), web (container); ' +
        'change or delete them first',
    );
    expect((await api.delete(`/job/${job.id}`)).statusCode).toBe(204);
    expect(expectStatus(await api.get(url), 200).associated_services_count).toBe(1);
  });
});

describe('helm repositories', () => {
  it('creates, edits and deletes a helm repository, and refuses to delete one a chart uses', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, environmentId, helmRepositoryId } = fixture;
    const url = `/organization/${organizationId}/helmRepository`;
    const oci = expectStatus(
      await api.post(url, {
        name: 'ghcr-charts',
        kind: 'OCI_GITHUB_CR',
        url: 'oci://ghcr.io/acme/charts',
        skip_tls_verification: true,
        config: { username: 'acme', password: 'ghp_charts' },
      }),
      201,
    );
    expect(oci).toMatchObject({ kind: 'OCI_GITHUB_CR', skip_tls_verification: true, has_credentials: true });
    const listed = expectStatus(await api.get(url), 200).results.map((item: { name: string }) => item.name);
    expect(listed).toEqual(['bitnami', 'ghcr-charts']);
    expect((await api.delete(`${url}/${oci.id}`)).statusCode).toBe(204);

    const helm = expectStatus(
      await api.post(`/environment/${environmentId}/helm`, minimalRequests(fixture).helm),
      201,
    );
    expect(expectStatus(await api.get(`${url}/${helmRepositoryId}`), 200).associated_services_count).toBe(1);
    const refused = await api.delete(`${url}/${helmRepositoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Helm repository "bitnami" is used by 1 service: cache \(helm\)/);
    expect((await api.delete(`/helm/${helm.id}`)).statusCode).toBe(204);
    expect((await api.delete(`${url}/${helmRepositoryId}`)).statusCode).toBe(204);
  });

  it('keeps container registries and helm repositories apart', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, registryId } = fixture;
    expect((await api.get(`/organization/${organizationId}/helmRepository/${registryId}`)).statusCode).toBe(
      404,
    );
  });
});
