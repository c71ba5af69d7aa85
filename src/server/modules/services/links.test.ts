import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const short = (id: string) => id.replace(/-/g, '').slice(0, 8);

/** Links show what runs: each test deploys what it reads the links of. */
async function deploy(api: ApiClient, path: string, body: unknown = {}) {
  expectStatus(await api.post(`${path}/deploy`, body), 202);
  await settle(t);
}

describe('links', () => {
  it('gives each public port a platform domain, the default port first among equals, derived on every read', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, clusterId } = fixture;
    const application = expectStatus(
      await api.post(`/environment/${environmentId}/application`, {
        ...minimalRequests(fixture).application,
        ports: [
          { internal_port: 8080, publicly_accessible: true, public_path: '/app' },
          { internal_port: 9090, protocol: 'GRPC', publicly_accessible: true, is_default: true },
          { internal_port: 6000, protocol: 'TCP' },
        ],
      }),
      201,
    );
    const host = (port: number) =>
      `p${port}-${short(application.id)}-production.${short(clusterId)}.platform.local`;
    await deploy(api, `/application/${application.id}`);
    const links = expectStatus(await api.get(`/application/${application.id}/link`), 200);
    expect(links).toEqual({
      results: [
        {
          service_id: application.id,
          service_type: 'APPLICATION',
          url: `https://${host(8080)}/app`,
          internal_port: 8080,
          external_port: 443,
          is_platform_domain: true,
          is_default: false,
        },
        {
          service_id: application.id,
          service_type: 'APPLICATION',
          url: `https://${host(9090)}`,
          internal_port: 9090,
          external_port: 443,
          is_platform_domain: true,
          is_default: true,
        },
      ],
    });

    // Links follow what is deployed: a port made private keeps its link until that is deployed.
    expectStatus(
      await api.put(`/application/${application.id}`, {
        ...minimalRequests(fixture).application,
        ports: [{ internal_port: 8080 }],
      }),
      200,
    );
    expect(expectStatus(await api.get(`/application/${application.id}/link`), 200).results).toHaveLength(2);
    await deploy(api, `/application/${application.id}`);
    expect(expectStatus(await api.get(`/application/${application.id}/link`), 200)).toEqual({ results: [] });
  });

  it('links public TCP ports of containers and the ports of helm charts', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const container = expectStatus(
      await api.post(`/environment/${environmentId}/container`, {
        ...minimalRequests(fixture).container,
        ports: [{ internal_port: 5432, protocol: 'TCP', publicly_accessible: true }],
      }),
      201,
    );
    await deploy(api, `/container/${container.id}`, { image_tag: '1.27' });
    const [tcp] = expectStatus(await api.get(`/container/${container.id}/link`), 200).results;
    expect(tcp).toMatchObject({
      url: expect.stringMatching(/^tcp:\/\/p5432-.*\.platform\.local:5432$/),
      is_default: true,
    });

    const helm = expectStatus(
      await api.post(`/environment/${environmentId}/helm`, {
        ...minimalRequests(fixture).helm,
        ports: [{ internal_port: 80, service_name: 'web' }],
      }),
      201,
    );
    await deploy(api, `/helm/${helm.id}`);
    const [chart] = expectStatus(await api.get(`/helm/${helm.id}/link`), 200).results;
    expect(chart).toMatchObject({
      service_type: 'HELM',
      internal_port: 80,
      external_port: 443,
      is_default: true,
    });
    expect((await api.get(`/helm/${container.id}/link`)).statusCode).toBe(404);
  });
});

describe('custom domains', () => {
  it('adds, lists, edits and removes custom domains, which appear among the links', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, clusterId } = fixture;
    const application = expectStatus(
      await api.post(`/environment/${environmentId}/application`, minimalRequests(fixture).application),
      201,
    );
    const domains = `/application/${application.id}/customDomain`;
    const platformHost = `p8080-${short(application.id)}-production.${short(clusterId)}.platform.local`;

    const domain = expectStatus(await api.post(domains, { domain: 'Shop.Example.com' }), 201);
    expect(domain).toMatchObject({
      domain: 'shop.example.com',
      generate_certificate: true,
      use_cdn: false,
      validation_domain: platformHost,
    });
    await deploy(api, `/application/${application.id}`);
    const links = expectStatus(await api.get(`/application/${application.id}/link`), 200).results;
    expect(links[1]).toEqual({
      service_id: application.id,
      service_type: 'APPLICATION',
      url: 'https://shop.example.com',
      internal_port: 8080,
      external_port: 443,
      is_platform_domain: false,
      is_default: false,
    });

    const edited = expectStatus(
      await api.put(`${domains}/${domain.id}`, { domain: 'www.example.com', use_cdn: true }),
      200,
    );
    expect(edited).toMatchObject({ id: domain.id, domain: 'www.example.com', use_cdn: true });
    expect(expectStatus(await api.get(domains), 200).results).toEqual([edited]);

    expect((await api.delete(`${domains}/${domain.id}`)).statusCode).toBe(204);
    expect(expectStatus(await api.get(domains), 200).results).toEqual([]);
    expect((await api.delete(`${domains}/${domain.id}`)).statusCode).toBe(404);
  });

  it('refuses a malformed domain, a platform domain, a domain taken, and a service without public port', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    const application = expectStatus(
      await api.post(`/environment/${environmentId}/application`, requests.application),
      201,
    );
    const domains = `/application/${application.id}/customDomain`;

    const malformed = await api.post(domains, { domain: 'not a domain' });
    expect(malformed.json().message).toBe('body.domain: must be a domain name such as www.example.com');
    const platform = await api.post(domains, { domain: 'mine.platform.local' });
    expect(platform.json().message).toBe(
      "body.domain: must not be under platform.local, the platform's own domain",
    );

    expectStatus(await api.post(domains, { domain: 'api.example.com' }), 201);
    const taken = await api.post(domains, { domain: 'API.example.com' });
    expect(taken.statusCode).toBe(409);

    const container = expectStatus(
      await api.post(`/environment/${environmentId}/container`, requests.container),
      201,
    );
    const closed = await api.post(`/container/${container.id}/customDomain`, { domain: 'web.example.com' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('body.domain: cannot be routed: the service has no public port');
  });
});
