import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentLogLine } from '../../../contract';
import { deploymentLogs, deployments } from '../../db/schema';
import { type ApiClient, expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

const SEEDED = 2_500;
// One seeded line in 250 holds the searched word, in a case the search ignores.
const NEEDLE_EVERY = 250;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** An application deployed once, its deployment's log made long with lines written through the store. */
async function longLog() {
  const fixture = await servicesFixture(t);
  const { api, environmentId } = fixture;
  const application = expectStatus(
    await api.post(`/environment/${environmentId}/application`, {
      ...minimalRequests(fixture).application,
      name: t.unique('api'),
    }),
    201,
  );
  expectStatus(await api.post(`/application/${application.id}/deploy`, {}), 202);
  await settle(t);
  const [deployment] = expectStatus(await api.get(`/application/${application.id}/deploymentHistory`), 200)
    .results as { id: string }[];
  const deploymentId = deployment!.id;
  const [sample] = await t.db
    .select()
    .from(deploymentLogs)
    .where(eq(deploymentLogs.deploymentId, deploymentId))
    .limit(1);
  if (!sample) throw new Error('The deployment wrote no lines');
  const start = t.clock.now().getTime() + 1000;
  await write(
    Array.from({ length: SEEDED }, (_, index) => ({
      ...sample,
      id: randomUUID(),
      at: new Date(start + index),
      message: index % NEEDLE_EVERY === 7 ? `line ${index} holds the NeEdLe` : `line ${index}`,
    })),
  );
  return { ...fixture, applicationId: application.id as string, deploymentId, sample, start };
}

async function write(lines: (typeof deploymentLogs.$inferInsert)[]) {
  // `written` comes from its sequence, in the order given.
  for (let at = 0; at < lines.length; at += 500) {
    await t.db
      .insert(deploymentLogs)
      .values(lines.slice(at, at + 500).map((line) => ({ ...line, written: undefined })));
  }
}

const logOf = async (api: ApiClient, path: string) => expectStatus(await api.get(path), 200);
const ids = (lines: DeploymentLogLine[]) => lines.map((line) => line.id);

describe('pages of a deployment log', () => {
  it('answers without paging parameters exactly as before: the last lines, nothing more', async () => {
    const { api, deploymentId } = await longLog();
    const whole = await logOf(api, `/deployment/${deploymentId}/log?tail=100000`);
    expect(Object.keys(whole)).toEqual(['results']);
    expect(whole.results.length).toBeGreaterThan(SEEDED);
    const plain = await logOf(api, `/deployment/${deploymentId}/log`);
    expect(plain).toEqual({ results: whole.results.slice(-1000) });
  });

  it('answers the latest lines first, then the lines before a line down to the first one', async () => {
    const { api, deploymentId } = await longLog();
    const whole: DeploymentLogLine[] = (await logOf(api, `/deployment/${deploymentId}/log?tail=100000`))
      .results;

    const latest = await logOf(api, `/deployment/${deploymentId}/log?limit=1000`);
    expect(ids(latest.results)).toEqual(ids(whole.slice(-1000)));
    expect(latest).toMatchObject({
      total: whole.length,
      first_position: whole.length - 1000,
      has_older: true,
      last_written: whole.at(-1)!.id,
    });

    let loaded: DeploymentLogLine[] = latest.results;
    let page = latest;
    while (page.has_older) {
      page = await logOf(api, `/deployment/${deploymentId}/log?limit=1000&before=${loaded[0]!.id}`);
      expect(page.first_position).toBe(whole.length - loaded.length - page.results.length);
      loaded = [...page.results, ...loaded];
    }
    expect(page.first_position).toBe(0);
    expect(loaded).toEqual(whole);
  });

  it('follows by the writing order: lines written after the last one, wherever their time places them', async () => {
    const { api, deploymentId, sample, start } = await longLog();
    const latest = await logOf(api, `/deployment/${deploymentId}/log?limit=100`);
    const cursor = latest.last_written as string;

    const late = { ...sample, id: randomUUID(), at: new Date(start + SEEDED + 5), message: 'late line' };
    // Written now, placed among the lines the follower already had (a step writes its lines as it ends).
    const placedEarlier = {
      ...sample,
      id: randomUUID(),
      at: new Date(start + 10),
      message: 'placed earlier',
    };
    const last = { ...sample, id: randomUUID(), at: new Date(start + SEEDED + 6), message: 'last line' };
    await write([late, placedEarlier, last]);

    const next = await logOf(api, `/deployment/${deploymentId}/log?after=${cursor}`);
    expect(ids(next.results)).toEqual([placedEarlier.id, late.id, last.id]);
    expect(next.last_written).toBe(last.id);
    expect(next.total).toBe(latest.total + 3);
    expect(next).not.toHaveProperty('has_older');

    const nothingNew = await logOf(api, `/deployment/${deploymentId}/log?after=${last.id}`);
    expect(nothingNew).toMatchObject({ results: [], last_written: last.id });

    // A follower that asks for fewer than were written catches up by the cursor it is given.
    const first = await logOf(api, `/deployment/${deploymentId}/log?after=${cursor}&limit=2`);
    expect(ids(first.results)).toEqual([placedEarlier.id, late.id]);
    expect(first.last_written).toBe(placedEarlier.id);
    const rest = await logOf(api, `/deployment/${deploymentId}/log?after=${first.last_written}&limit=2`);
    expect(ids(rest.results)).toEqual([last.id]);
  });

  it('searches the whole log, lines not loaded included, answering their places', async () => {
    const { api, deploymentId, applicationId } = await longLog();
    const whole: DeploymentLogLine[] = (await logOf(api, `/deployment/${deploymentId}/log?tail=100000`))
      .results;
    const expected = whole.flatMap((line, position) => (/needle/i.test(line.message) ? [position] : []));
    expect(expected).toHaveLength(SEEDED / NEEDLE_EVERY);

    const found = await logOf(api, `/deployment/${deploymentId}/log?search=needle&limit=4`);
    expect(found.match_count).toBe(expected.length);
    expect(found.match_positions).toEqual(expected.slice(0, 4));
    expect(ids(found.results)).toEqual(expected.slice(0, 4).map((position) => whole[position]!.id));

    const service = await logOf(api, `/application/${applicationId}/log?search=NEEDLE`);
    expect(service.match_positions).toEqual(expected);
    const none = await logOf(
      api,
      `/deployment/${deploymentId}/log?search=${encodeURIComponent('no such text')}`,
    );
    expect(none).toMatchObject({ results: [], match_count: 0, match_positions: [], total: whole.length });
  });

  it('pages the log of a service and of an environment as their latest deployment', async () => {
    const { api, applicationId, environmentId } = await longLog();
    const whole = (await logOf(api, `/application/${applicationId}/log?tail=100000`)).results;
    const latest = await logOf(api, `/application/${applicationId}/log?limit=10`);
    expect(latest.results).toEqual(whole.slice(-10));
    const older = await logOf(
      api,
      `/application/${applicationId}/log?limit=10&before=${latest.results[0].id}`,
    );
    expect(older.results).toEqual(whole.slice(-20, -10));

    const environmentWhole = (await logOf(api, `/environment/${environmentId}/log?tail=100000`)).results;
    const environment = await logOf(api, `/environment/${environmentId}/log?limit=5`);
    expect(environment.results).toEqual(environmentWhole.slice(-5));
    expect(environment.total).toBe(environmentWhole.length);
  });

  it('refuses cursors of another log and parameters that do not go together, naming the field', async () => {
    const { api, deploymentId } = await longLog();
    const other = await longLog();
    const [otherLine] = (await logOf(other.api, `/deployment/${other.deploymentId}/log?limit=1`)).results;
    const cases: [string, string][] = [
      [`before=${randomUUID()}`, 'query.before: names no line of this log'],
      [`after=${otherLine.id}`, 'query.after: names no line of this log'],
      [`before=${otherLine.id}&after=${otherLine.id}`, 'query.after: cannot be combined with before'],
      [`search=a&before=${otherLine.id}`, 'query.search: cannot be combined with before or after'],
      ['tail=10&limit=10', 'query.tail: cannot be combined with limit, before, after or search'],
      ['limit=0', 'query.limit: must be at least 1'],
      ['limit=100001', 'query.limit: must be at most 100000'],
      ['before=line-1', 'query.before'],
      ['search=', 'query.search: must not be empty'],
    ];
    for (const [query, message] of cases) {
      const refused = expectStatus(await api.get(`/deployment/${deploymentId}/log?${query}`), 400);
      expect(refused).toMatchObject({ status: 400, error: expect.any(String) });
      expect(refused.message).toContain(message);
    }
  });

  it('answers an empty page with the retention notice once the retention removed the lines', async () => {
    const { api, deploymentId } = await longLog();
    const [line] = (await logOf(api, `/deployment/${deploymentId}/log?limit=1`)).results;
    const removedAt = t.clock.now();
    await t.db.delete(deploymentLogs).where(eq(deploymentLogs.deploymentId, deploymentId));
    await t.db.update(deployments).set({ logRemovedAt: removedAt }).where(eq(deployments.id, deploymentId));
    const page = await logOf(api, `/deployment/${deploymentId}/log?limit=50&before=${line.id}`);
    expect(page).toMatchObject({
      results: [],
      total: 0,
      removed_by_retention: { removed_at: removedAt.toISOString() },
    });
  });
});
