import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';

const logged = useLoggedTestApp();

/** An environment of `count` applications. */
async function environmentOf(count: number) {
  const fixture = await servicesFixture(logged.t);
  const application = minimalRequests(fixture).application;
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const created = await fixture.api.post(`/environment/${fixture.environmentId}/application`, {
      ...application,
      name: `app-${index}`,
    });
    ids.push(expectStatus(created, 201).id);
  }
  return { ...fixture, application, ids };
}

describe("an environment's statuses", () => {
  it('equal the statuses read one by one, through deployments, edits and queued work', async () => {
    const { api, environmentId, projectId, application, ids } = await environmentOf(6);
    const [deployed, edited, queued] = ids as [string, string, string];
    const compare = async () => {
      const all = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
      const oneByOne = [];
      for (const id of ids) oneByOne.push(expectStatus(await api.get(`/application/${id}/status`), 200));
      const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(all.applications)).toEqual(byId(oneByOne));
      return all;
    };
    await compare();
    expectStatus(await api.post(`/application/${deployed}/deploy`, {}), 202);
    expectStatus(await api.post(`/application/${edited}/deploy`, {}), 202);
    await settle(logged.t);
    await compare();
    expectStatus(await api.put(`/application/${edited}`, { ...application, name: 'app-1-renamed' }), 200);
    expectStatus(
      await api.post(`/project/${projectId}/environmentVariable`, { key: 'REGION', value: 'eu' }),
      201,
    );
    expectStatus(await api.post(`/application/${queued}/deploy`, {}), 202);
    const changed = await compare();
    const stateOf = (id: string) => changed.applications.find((status: { id: string }) => status.id === id);
    expect(stateOf(deployed).service_deployment_status).toBe('OUT_OF_DATE');
    expect(stateOf(queued).status_details.status).toMatch(/QUEUED|ONGOING/);
    await settle(logged.t);
    await compare();
  });

  it('are computed again only once something they show changed', async () => {
    const { api, environmentId, projectId, application } = await environmentOf(3);
    expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    logged.log.clear();
    const again = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    // The permission check's lookup and the environment's version; before, every status was computed again
    // (the services, their latest and deployed deployments, the queue and the last run: six statements more).
    expect(logged.log.statements).toHaveLength(2);
    expect(again.applications).toHaveLength(3);

    expectStatus(
      await api.post(`/environment/${environmentId}/application`, { ...application, name: 'late' }),
      201,
    );
    const grown = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    expect(grown.applications).toHaveLength(4);
    expect(grown.environment.deployment_status).toBe('NEVER_DEPLOYED');
    expectStatus(await api.post(`/project/${projectId}/environmentVariable`, { key: 'A', value: '1' }), 201);
    expectStatus(await api.post(`/environment/${environmentId}/deploy`, {}), 202);
    await settle(logged.t);
    const deployed = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    expect(deployed.environment.deployment_status).toBe('UP_TO_DATE');
    expect(deployed.applications.map((status: { state: string }) => status.state)).toEqual(
      Array(4).fill('DEPLOYED'),
    );
  });
});
