import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudProviderCredentials } from '../../db/schema';
import { expectStatus } from '../../testing/api';
import { awsClusterRequest, clusterFixture, sshPublicKey } from '../../testing/clusters';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('cloud provider credentials', () => {
  it('creates, lists, edits and deletes credentials; the secret parts are sealed and never answered', async () => {
    const { organizationId, api } = await clusterFixture(t);
    const url = `/organization/${organizationId}/scaleway/credentials`;
    const secret = 'scw-secret-0f4e3c2b';
    const created = await api.post(url, {
      name: 'paris',
      scaleway_access_key: 'SCWXXXXXXXXXXXXXXXXX',
      scaleway_secret_key: secret,
      scaleway_project_id: 'project-1',
      scaleway_organization_id: 'org-1',
    });
    const credentials = expectStatus(created, 201);
    expect(credentials).toMatchObject({ name: 'paris', cloud_provider: 'SCW', cluster_count: 0 });
    expect(Object.keys(credentials).sort()).toEqual(
      ['cloud_provider', 'cluster_count', 'created_at', 'id', 'name', 'updated_at'].sort(),
    );
    const [row] = await t.db
      .select()
      .from(cloudProviderCredentials)
      .where(eq(cloudProviderCredentials.id, credentials.id));
    expect(row?.sealedSecrets).toMatch(/^v1\./);
    expect(row?.sealedSecrets).not.toContain(secret);

    const edited = expectStatus(
      await api.put(`${url}/${credentials.id}`, {
        name: 'paris-2',
        scaleway_access_key: 'SCWYYYYYYYYYYYYYYYYY',
        scaleway_secret_key: 'another-secret',
        scaleway_project_id: 'project-1',
        scaleway_organization_id: 'org-1',
      }),
      200,
    );
    expect(edited.name).toBe('paris-2');
    for (const response of [created, await api.get(url), await api.get(`${url}/${credentials.id}`)]) {
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain('another-secret');
    }
    // Credentials of one provider are not another's.
    expect(
      (await api.get(`/organization/${organizationId}/aws/credentials/${credentials.id}`)).statusCode,
    ).toBe(404);
    expect((await api.delete(`${url}/${credentials.id}`)).statusCode).toBe(204);
    expect(expectStatus(await api.get(url), 200).results).toEqual([]);
  });

  it('refuses a missing secret part and a name taken, naming the field', async () => {
    const { organizationId, api, credentials } = await clusterFixture(t);
    const url = `/organization/${organizationId}/aws/credentials`;
    const missing = await api.post(url, { name: 'ci', access_key_id: 'AKIA' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.secret_access_key');
    const taken = await api.post(url, {
      name: credentials.name.toUpperCase(),
      access_key_id: 'AKIA',
      secret_access_key: 'x',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^body\.name: AWS credentials named/);
  });

  it('refuses to delete credentials a cluster uses, naming the cluster', async () => {
    const fixture = await clusterFixture(t);
    const { organizationId, api, credentials } = fixture;
    expectStatus(await api.post(`/organization/${organizationId}/cluster`, awsClusterRequest(fixture)), 201);
    const refused = await api.delete(`/organization/${organizationId}/aws/credentials/${credentials.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('"production-eu"');
  });
});

describe('catalogs', () => {
  it('lists regions and instance types of each provider with cpu, memory and hourly price', async () => {
    const { api } = await clusterFixture(t);
    for (const [path, region] of [
      ['/aws/region', 'eu-west-3'],
      ['/scaleway/region', 'fr-par'],
      ['/gcp/region', 'europe-west1'],
      ['/azure/region', 'westeurope'],
    ] as const) {
      const regions = expectStatus(await api.get(path), 200).results;
      expect(regions.map((entry: { name: string }) => entry.name)).toContain(region);
    }
    for (const path of [
      '/aws/instanceType',
      '/aws/eks/instanceType/eu-west-3',
      '/scaleway/instanceType',
      '/scaleway/instanceType/fr-par-1',
      '/gcp/instanceType/europe-west1',
      '/azure/aks/instanceType/westeurope',
    ]) {
      const types = expectStatus(await api.get(path), 200).results;
      expect(types.length).toBeGreaterThan(5);
      for (const type of types) {
        expect(type.cpu).toBeGreaterThan(0);
        expect(type.memory).toBe(Math.round(type.ram_in_gb * 1024));
        expect(type.hourly_price).toBeGreaterThan(0);
      }
    }
    const t3 = expectStatus(await api.get('/aws/instanceType'), 200).results.find(
      (type: { type: string }) => type.type === 't3.large',
    );
    expect(t3).toMatchObject({ cpu: 2, memory: 8192, hourly_price: 0.0832, currency_code: 'USD' });
  });

  it('answers what a region offers, and names an unknown region', async () => {
    const { api } = await clusterFixture(t);
    const saoPaulo = expectStatus(await api.get('/aws/eks/instanceType/sa-east-1'), 200).results;
    expect(saoPaulo.map((type: { type: string }) => type.type)).not.toContain('g5.xlarge');
    const gpuOnly = expectStatus(await api.get('/aws/instanceType?gpu=ONLY'), 200).results;
    expect(gpuOnly.map((type: { type: string }) => type.type)).toEqual(['g5.xlarge']);
    const unknown = await api.get('/gcp/instanceType/mars-north1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('params.region: "mars-north1" is not a GCP region');
  });
});

describe('cluster requests', () => {
  it('creates a cluster with derived cpu, memory, cost and features, and edits it with the full request', async () => {
    const fixture = await clusterFixture(t);
    const { organizationId, api, credentials } = fixture;
    const key = sshPublicKey();
    const created = expectStatus(
      await api.post(
        `/organization/${organizationId}/cluster`,
        awsClusterRequest(fixture, {
          ssh_keys: [key],
          features: [{ id: 'STATIC_IP', value: true }],
          keda: { enabled: true },
          metrics_parameters: { enabled: true },
          infrastructure_charts_parameters: {
            cert_manager_parameters: { kubernetes_namespace: 'cert-manager' },
          },
          secret_manager_accesses: [
            {
              name: 'vault',
              endpoint: { mode: 'AWS_SECRET_MANAGER', region: 'eu-west-3' },
              authentication: { mode: 'AUTOMATICALLY_CONFIGURED' },
            },
          ],
        }),
      ),
      201,
    );
    // t3.large: 2 vCPU, 8 GB, $0.0832/h; 4 nodes at most, 50 GB each at $0.08, EKS $73, static IP $98.55.
    const expectedCost = Math.ceil(0.0832 * 730 * 4 + 0.08 * 50 * 4 + 73 + 98.55);
    expect(created).toMatchObject({
      name: 'production-eu',
      cloud_provider: 'AWS',
      cloud_provider_credentials: { cloud_provider: 'AWS', credentials, region: 'eu-west-3' },
      cpu: 2000,
      memory: 8192,
      estimated_cloud_provider_cost: expectedCost,
      status: 'READY',
      deployment_status: 'NEVER_DEPLOYED',
      version: null,
      ssh_keys: [key],
      keda: { enabled: true },
      metrics_parameters: { enabled: true },
    });
    expect(created.features.find((f: { id: string }) => f.id === 'STATIC_IP')).toMatchObject({
      cost_per_month_in_cents: 9855,
      value_object: { type: 'BOOLEAN', value: true },
    });
    expect(created.secret_manager_accesses[0]).toMatchObject({ name: 'vault', id: expect.any(String) });

    const edited = expectStatus(
      await api.put(
        `/organization/${organizationId}/cluster/${created.id}`,
        awsClusterRequest(fixture, { instance_type: 'm6i.xlarge', max_running_nodes: 2, disk_iops: 6000 }),
      ),
      200,
    );
    expect(edited).toMatchObject({
      cpu: 4000,
      memory: 16384,
      max_running_nodes: 2,
      disk_iops: 6000,
      ssh_keys: [],
    });
    expect(edited.estimated_cloud_provider_cost).toBe(Math.ceil(0.192 * 730 * 2 + 0.08 * 50 * 2 + 73));
    const listed = expectStatus(await api.get(`/organization/${organizationId}/cluster`), 200).results;
    expect(listed.map((cluster: { id: string }) => cluster.id)).toEqual([created.id]);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'body.name:'],
    ['a blank name', { name: '  ' }, 'body.name: is required'],
    ['a region of another provider', { region: 'fr-par' }, 'body.region: "fr-par" is not a AWS region'],
    ['a provider without a catalog', { cloud_provider: 'OVH' }, 'body.cloud_provider: clusters are made on'],
    ['a provider not in the enum', { cloud_provider: 'VULTR' }, 'body.cloud_provider:'],
    ['too few disk iops', { disk_iops: 2999 }, 'body.disk_iops: must be between 3000 and 16000'],
    ['too many disk iops', { disk_iops: 16001 }, 'body.disk_iops: must be between 3000 and 16000'],
    ['too little throughput', { disk_throughput: 124 }, 'body.disk_throughput: must be between 125 and 1000'],
    ['too much throughput', { disk_throughput: 1001 }, 'body.disk_throughput: must be between 125 and 1000'],
    [
      'more nodes at least than at most',
      { min_running_nodes: 5, max_running_nodes: 3 },
      'body.min_running_nodes: must be at most max_running_nodes (3)',
    ],
    [
      'an instance type of another provider',
      { instance_type: 'DEV1-M' },
      'body.instance_type: "DEV1-M" is not',
    ],
    [
      'an instance type the region lacks',
      { region: 'sa-east-1', instance_type: 'g5.xlarge' },
      'body.instance_type: g5.xlarge is not offered in sa-east-1',
    ],
    ['a kubernetes mode not in the enum', { kubernetes: 'SERVERLESS' }, 'body.kubernetes:'],
    [
      'a line that is no ssh key',
      { ssh_keys: ['not a key'] },
      'body.ssh_keys.0: must be an OpenSSH public key',
    ],
    [
      'an ssh key whose data lies about its type',
      { ssh_keys: [`ssh-rsa ${sshPublicKey().split(' ')[1]}`] },
      'body.ssh_keys.0: must be an OpenSSH public key: the key data does not match its type',
    ],
    ['an unknown feature', { features: [{ id: 'GPU_SHARING', value: true }] }, 'body.features.0.id:'],
  ];

  it.each(invalid)('refuses %s with a 400 naming the field', async (_case, overrides, message) => {
    const fixture = await clusterFixture(t);
    const body = awsClusterRequest(fixture, overrides);
    const response = await fixture.api.post(`/organization/${fixture.organizationId}/cluster`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(message);
  });

  it('refuses a name taken ignoring case, on create and on edit', async () => {
    const fixture = await clusterFixture(t);
    const url = `/organization/${fixture.organizationId}/cluster`;
    expectStatus(await fixture.api.post(url, awsClusterRequest(fixture)), 201);
    const other = expectStatus(
      await fixture.api.post(url, awsClusterRequest(fixture, { name: 'staging' })),
      201,
    );
    const created = await fixture.api.post(url, awsClusterRequest(fixture, { name: 'Production-EU' }));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain('body.name: a cluster named "Production-EU" already exists');
    const edited = await fixture.api.put(
      `${url}/${other.id}`,
      awsClusterRequest(fixture, { name: 'PRODUCTION-eu' }),
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toContain('body.name:');
  });

  it('refuses another provider on edit, installed or not, naming the field', async () => {
    const fixture = await clusterFixture(t);
    const url = `/organization/${fixture.organizationId}/cluster`;
    const created = expectStatus(await fixture.api.post(url, awsClusterRequest(fixture)), 201);
    expect(created.deployment_status).toBe('NEVER_DEPLOYED');
    const moved = await fixture.api.put(
      `${url}/${created.id}`,
      awsClusterRequest(fixture, { cloud_provider: 'SCW', region: 'fr-par', instance_type: 'DEV1-M' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(moved.json().message).toBe(
      'body.cloud_provider: cannot change (the cluster is on AWS): create another cluster instead',
    );
    const kept = expectStatus(await fixture.api.get(`${url}/${created.id}`), 200);
    expect(kept).toMatchObject({ cloud_provider: 'AWS', region: 'eu-west-3' });
  });

  it('refuses credentials of another provider or organization, naming the field', async () => {
    const fixture = await clusterFixture(t);
    const stranger = await clusterFixture(t);
    const url = `/organization/${fixture.organizationId}/cluster`;
    const foreign = await fixture.api.post(
      url,
      awsClusterRequest(fixture, {
        cloud_provider_credentials: {
          cloud_provider: 'AWS',
          credentials: stranger.credentials,
          region: 'eu-west-3',
        },
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      'body.cloud_provider_credentials.credentials.id: names no AWS credentials of this organization',
    );
    const mismatched = await fixture.api.post(
      url,
      awsClusterRequest(fixture, {
        cloud_provider_credentials: {
          cloud_provider: 'GCP',
          credentials: fixture.credentials,
          region: 'eu-west-3',
        },
      }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toContain('body.cloud_provider_credentials.cloud_provider: must be');
  });
});
