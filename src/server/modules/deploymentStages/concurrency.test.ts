import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentStage } from '../../../contract';
import type { Store } from '../../db/database';
import { expectStatus } from '../../testing/api';
import { freshPostgresDatabase, type PostgresTestDatabase, postgresServerUrl } from '../../testing/postgres';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

/** Deterministic choices, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
}

const OPERATIONS = 80;

/**
 * Many people rearranging one environment at once: moves and attaches arrive together, on as many connections
 * as the database gives. Whatever order they land in, the stages must read 0..n-1 and every service must be in
 * exactly one stage.
 */
async function rearrangeAtOnce(t: TestApp) {
  const fixture = await servicesFixture(t);
  const { api, environmentId } = fixture;
  const requests = minimalRequests(fixture);
  const serviceIds: string[] = [];
  for (const index of [1, 2, 3, 4, 5, 6]) {
    const created = expectStatus(
      await api.post(`/environment/${environmentId}/application`, {
        ...requests.application,
        name: `app-${index}`,
      }),
      201,
    );
    serviceIds.push(created.id);
  }
  for (const name of ['Smoke', 'Canary', 'Warm-up']) {
    expectStatus(await api.post(`/environment/${environmentId}/deploymentStage`, { name }), 200);
  }
  const list = async (): Promise<DeploymentStage[]> =>
    expectStatus(await api.get(`/environment/${environmentId}/deploymentStage`), 200).results;
  const stageIds = (await list()).map((stage) => stage.id);

  const pick = seeded(20261125);
  const operations = Array.from({ length: OPERATIONS }, (_, index) => {
    const stage = pick(stageIds);
    if (index % 2 === 0) {
      const anchor = pick(stageIds.filter((id) => id !== stage));
      return api.put(`/deploymentStage/${stage}/move${pick(['Before', 'After'])}/${anchor}`, undefined);
    }
    return api.put(`/deploymentStage/${stage}/service/${pick(serviceIds)}`, {
      is_skipped: pick([true, false]),
    });
  });
  const answers = await Promise.all(operations);
  expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);

  const stages = await list();
  expect(stages.map((stage) => stage.deployment_order)).toEqual(stages.map((_, index) => index));
  expect(stages).toHaveLength(stageIds.length);
  const placements = stages.flatMap((stage) => stage.services.map((member) => member.service_id));
  expect(placements.sort()).toEqual([...serviceIds].sort());
  // Each answer was the whole order at its moment: always complete, never with a gap.
  for (const answer of answers) {
    const orders = (answer.json().results as DeploymentStage[]).map((stage) => stage.deployment_order);
    expect(orders).toEqual(orders.map((_, index) => index));
  }
}

describe('stages changed by many at once, on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('keep a gapless order and every service in exactly one stage', () => rearrangeAtOnce(t));
});

describe.skipIf(!postgresServerUrl())('stages changed by many at once, on a PostgreSQL server', () => {
  let database: PostgresTestDatabase;
  let store: Store;
  let t: TestApp;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    store = await database.open();
    t = await testApp({ db: store.db });
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
    await database?.drop();
  });

  it('keep a gapless order and every service in exactly one stage', () => rearrangeAtOnce(t));
});
