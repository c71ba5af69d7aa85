import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { variables } from '../../db/schema';
import { apiClient, expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import { receiverPool } from '../../webhooks/testing/receiver';
import { resolveSecretBox } from '../secrets/encryptionKey';

const receivers = receiverPool();
let t: TestApp | null = null;
afterAll(async () => {
  await t?.close();
  await receivers.closeAll();
});

/** Every line the app's logger writes. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('secret values', () => {
  it('appear in no response, log line or webhook payload of a run that creates, edits and deploys them', async () => {
    const sink = logSink();
    t = await testApp({ logger: { level: 'trace', stream: sink.stream } });
    const receiver = await receivers.up();
    const f = await servicesFixture(t);
    const bodies: string[] = [];
    const raw = apiClient(t, f.adminToken);
    const record = async (response: Awaited<ReturnType<typeof raw.get>>) => {
      bodies.push(response.body);
      return response;
    };
    const api = {
      get: async (path: string) => record(await raw.get(path)),
      post: async (path: string, body: unknown = {}) => record(await raw.post(path, body)),
      put: async (path: string, body: unknown) => record(await raw.put(path, body)),
      delete: async (path: string) => record(await raw.delete(path)),
    };
    const secretValues = [
      'sv-project-3f1e9a',
      'sv-environment-8c2d4b',
      'sv-application-77ab10',
      'sv-edited-5e6f70',
      'sv-override-c0ffee',
      'sv-unified-d15ea5',
      'sv-imported-b0a710',
    ];
    expectStatus(
      await api.post(`/organization/${f.organizationId}/webhook`, {
        target_url: `${receiver.url}/hook`,
        events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
      }),
      201,
    );
    const requests = minimalRequests(f);
    const app = expectStatus(
      await api.post(`/environment/${f.environmentId}/application`, requests.application),
      201,
    );
    const helm = expectStatus(await api.post(`/environment/${f.environmentId}/helm`, requests.helm), 201);
    expectStatus(await api.post(`/environment/${f.environmentId}/database`, requests.database), 201);

    const projectSecret = expectStatus(
      await api.post(`/project/${f.projectId}/secret`, { key: 'P_SECRET', value: secretValues[0] }),
      201,
    );
    expectStatus(
      await api.post(`/environment/${f.environmentId}/secret`, { key: 'E_SECRET', value: secretValues[1] }),
      201,
    );
    const own = expectStatus(
      await api.post(`/application/${app.id}/secret`, {
        key: 'A_SECRET',
        value: secretValues[2],
        mount_path: '/run/secrets/a',
      }),
      201,
    );
    expectStatus(
      await api.put(`/application/${app.id}/secret/${own.id}`, { key: 'A_SECRET', value: secretValues[3] }),
      200,
    );
    expectStatus(
      await api.post(`/application/${app.id}/secret/${projectSecret.id}/override`, {
        value: secretValues[4],
      }),
      201,
    );
    expectStatus(
      await api.post(`/application/${app.id}/secret/${projectSecret.id}/alias`, { key: 'P_ALIAS' }),
      201,
    );
    expectStatus(
      await api.post('/variable', {
        key: 'H_SECRET',
        value: secretValues[5],
        is_secret: true,
        variable_scope: 'HELM',
        variable_parent_id: helm.id,
      }),
      201,
    );
    expectStatus(
      await api.post(`/application/${app.id}/environmentVariable/import`, {
        overwrite: true,
        vars: [{ name: 'I_SECRET', value: secretValues[6], scope: 'APPLICATION', is_secret: true }],
      }),
      201,
    );
    // A plain variable naming a secret shows the reference, never what it stands for.
    expectStatus(
      await api.post(`/application/${app.id}/environmentVariable`, {
        key: 'DSN',
        value: 'db://u:{{E_SECRET}}@h',
      }),
      201,
    );

    for (const path of [
      `/application/${app.id}/secret`,
      `/application/${app.id}/environmentVariable`,
      `/application/${app.id}/effectiveVariable`,
      `/environment/${f.environmentId}/secret`,
      `/project/${f.projectId}/secret`,
      `/variable?parent_id=${app.id}&scope=APPLICATION`,
      `/variable?parent_id=${helm.id}&scope=HELM&is_secret=true`,
    ]) {
      expectStatus(await api.get(path), 200);
    }
    expectStatus(await api.post(`/application/${app.id}/deploy`), 202);
    expectStatus(await api.post(`/helm/${helm.id}/deploy`), 202);
    await settle(t);
    const history = expectStatus(await api.get(`/application/${app.id}/deploymentHistory`), 200);
    const log = expectStatus(await api.get(`/deployment/${history.results[0].id}/log?tail=100000`), 200);
    expect(log.results.map((line: { message: string }) => line.message)).toContain(
      '  A_SECRET=******** (file /run/secrets/a) [APPLICATION]',
    );
    expectStatus(await api.get(`/application/${app.id}/log`), 200);
    expectStatus(await api.get(`/environment/${f.environmentId}/log`), 200);
    expectStatus(await api.get(`/application/${app.id}/status`), 200);
    expect(receiver.received.length).toBeGreaterThan(0);

    // The database's password is a secret too: it must not show either.
    const box = await resolveSecretBox(t.db, t.runtime);
    const passwords = await t.db.select().from(variables).where(eq(variables.isSecret, true));
    const generated = passwords
      .filter((row) => row.variableType === 'BUILT_IN' && row.sealedValue)
      .map((row) => box.open(row.sealedValue ?? ''));
    expect(generated.length).toBeGreaterThan(0);

    const everything = [
      ...bodies,
      ...sink.lines,
      ...receiver.received.map((request) => `${JSON.stringify(request.headers)} ${request.body}`),
    ].join('\n');
    expect(bodies.length).toBeGreaterThan(20);
    for (const value of [...secretValues, ...generated]) expect(everything).not.toContain(value);
    // Stored sealed, never in clear.
    const stored = JSON.stringify(await t.db.select().from(variables));
    for (const value of secretValues) expect(stored).not.toContain(value);
  });
});
