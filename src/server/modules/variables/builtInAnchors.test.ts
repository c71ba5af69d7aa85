import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { builtInId } from './builtIns';

const logged = useLoggedTestApp();

/** An alias of a built-in, made by its id: answered 404 when the built-in has no row yet. */
const aliasOf = (builtInVariableId: string, applicationId: string, key: string) => ({
  path: `/variable/${builtInVariableId}/alias`,
  body: { key, alias_scope: 'APPLICATION', alias_parent_id: applicationId },
});

/** An application, and a database whose built-ins reach it. */
async function applicationAndDatabase() {
  const fixture = await servicesFixture(logged.t);
  const { api, environmentId } = fixture;
  const requests = minimalRequests(fixture);
  const created = async (kind: 'application' | 'database') =>
    expectStatus(await api.post(`/environment/${environmentId}/${kind}`, requests[kind]), 201);
  return { api, application: await created('application'), database: await created('database') };
}

describe('built-in variables stored with their service', () => {
  it('are found by id from the creation of their service, a database with its password', async () => {
    const { api, application, database } = await applicationAndDatabase();

    for (const [suffix, key] of [
      ['HOST', 'DB_HOST'],
      ['PASSWORD', 'DB_PASSWORD'],
    ] as const) {
      const alias = aliasOf(builtInId(database.id, suffix), application.id, key);
      expectStatus(await api.post(alias.path, alias.body), 201);
    }
    const secrets = expectStatus(await api.get(`/application/${application.id}/secret`), 200);
    const password = secrets.results.find((row: { key: string }) => row.key === 'DB_PASSWORD');
    expect(password).toMatchObject({
      aliased_secret: { id: builtInId(database.id, 'PASSWORD'), scope: 'BUILT_IN' },
    });
  });

  it('are stored when an edit gives a service a port, and for the services of a cloned environment', async () => {
    const fixture = await servicesFixture(logged.t);
    const { api, environmentId } = fixture;
    const { application: request } = minimalRequests(fixture);
    const worker = expectStatus(
      await api.post(`/environment/${environmentId}/application`, { ...request, name: 'worker', ports: [] }),
      201,
    );
    const web = expectStatus(await api.post(`/environment/${environmentId}/application`, request), 201);
    expectStatus(await api.put(`/application/${worker.id}`, { ...request, name: 'worker' }), 200);
    const internal = aliasOf(builtInId(worker.id, 'HOST_INTERNAL'), web.id, 'WORKER_HOST');
    expectStatus(await api.post(internal.path, internal.body), 201);

    const clone = expectStatus(await api.post(`/environment/${environmentId}/clone`, { name: 'copy' }), 202);
    const copies = expectStatus(await api.get(`/environment/${clone.id}/application`), 200);
    const [workerCopy, webCopy] = ['worker', 'api'].map(
      (name) => copies.results.find((service: { name: string }) => service.name === name).id as string,
    );
    const copied = aliasOf(builtInId(workerCopy ?? '', 'HOST_EXTERNAL'), webCopy ?? '', 'WORKER_URL');
    expectStatus(await api.post(copied.path, copied.body), 201);
  });

  it('leave a list of variables reading only', async () => {
    const { api, application } = await applicationAndDatabase();

    logged.log.clear();
    const listed = expectStatus(await api.get(`/application/${application.id}/environmentVariable`), 200);
    expect(
      listed.results.filter((row: { scope: string }) => row.scope === 'BUILT_IN').length,
    ).toBeGreaterThan(4);
    const writes = logged.log.statements.filter((statement) => !/^(select|with)\b/i.test(statement));
    expect(writes).toEqual([]);
  });
});
