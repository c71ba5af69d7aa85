import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectStatus, signedInPerson } from '../../testing/api';
import type { SeededOrganization } from '../../testing/seed';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let org: SeededOrganization;
let api: ApiClient;
const projectIds: string[] = [];

interface Listed {
  links: { previous?: string; next?: string };
  events: { id: string; event_type: string; target_id: string; target_name: string; project_name: string }[];
}

const list = async (query = ''): Promise<Listed> =>
  expectStatus(await api.get(`/organization/${org.id}/events${query}`), 200);
/** The page a link of an answer points to (links carry the organization's path and the same filters). */
const follow = async (link: string): Promise<Listed> => expectStatus(await api.get(link), 200);

beforeAll(async () => {
  t = await testApp();
  org = await t.createOrganization();
  api = apiClient(t, org.adminToken.value);
  for (const name of ['one', 'two', 'three', 'four', 'five']) {
    projectIds.push(expectStatus(await api.post(`/organization/${org.id}/project`, { name }), 200).id);
  }
});
afterAll(() => t.close());

describe('GET /organization/{id}/events', () => {
  it('answers the latest first, and pages to older events and back with the links', async () => {
    const filter = '?target-type=PROJECT&event-type=CREATE&page-size=2';
    const first = await list(filter);
    expect(first.events.map((event) => event.target_name)).toEqual(['five', 'four']);
    expect(first.links.previous).toBeUndefined();
    const second = await follow(first.links.next!);
    expect(second.events.map((event) => event.target_name)).toEqual(['three', 'two']);
    const third = await follow(second.links.next!);
    expect(third.events.map((event) => event.target_name)).toEqual(['one']);
    expect(third.links.next).toBeUndefined();
    const back = await follow(third.links.previous!);
    expect(back.events.map((event) => event.target_name)).toEqual(['three', 'two']);
    const start = await follow(back.links.previous!);
    expect(start.events.map((event) => event.target_name)).toEqual(['five', 'four']);
    expect(start.links.previous).toBeUndefined();
  });

  it('filters by target, and keeps the events of a target once it is deleted', async () => {
    const [projectId] = projectIds;
    expectStatus(await api.put(`/project/${projectId}`, { name: 'uno' }), 200);
    expectStatus(await api.delete(`/project/${projectId}`), 204);
    const events = (await list(`?target-id=${projectId}`)).events;
    expect(events.map((event) => [event.event_type, event.target_name])).toEqual([
      ['DELETE', 'uno'],
      ['UPDATE', 'uno'],
      ['CREATE', 'one'],
    ]);
    // The project's name is its current one: gone with it.
    expect(events[0]?.project_name).toBeNull();
    const targets = expectStatus(await api.get(`/organization/${org.id}/targets?target-type=PROJECT`), 200);
    expect(targets.targets).toContainEqual({ id: projectId, name: 'uno' });
  });

  it('answers 400 naming a parameter it cannot read', async () => {
    for (const [query, field] of [
      ['event-type=RENAME', 'query.event-type'],
      ['continue-token=not-a-token', 'query.continue-token'],
      ['page-size=0', 'query.page-size'],
      ['target-id=42', 'query.target-id'],
    ] as const) {
      const response = await api.get(`/organization/${org.id}/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(`${field}: `);
    }
  });

  it("never shows another organization's events, and only to its admins", async () => {
    const other = await t.createOrganization();
    const otherApi = apiClient(t, other.adminToken.value);
    // Another organization's log is not there for them at all.
    expect((await otherApi.get(`/organization/${org.id}/events`)).statusCode).toBe(404);
    const theirs = expectStatus(await otherApi.get(`/organization/${other.id}/events?page-size=100`), 200);
    expect(
      theirs.events.filter((event: { target_id: string }) => projectIds.includes(event.target_id)),
    ).toEqual([]);
    const viewer = await signedInPerson(t, [{ organizationId: org.id, role: 'VIEWER' }]);
    expect((await viewer.get(`/organization/${org.id}/events`)).statusCode).toBe(403);
  });
});
