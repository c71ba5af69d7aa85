import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '../modules/deploymentStages/defaults';
import { expectStatus } from '../testing/api';
import { openTestStore } from '../testing/database';
import { minimalRequests, servicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';
import type { Store } from './database';
import { deploymentStages, deploymentStageServices } from './schema';

/** The statements of a migration file, as the migrator splits them. */
const statementsOf = (file: string) =>
  readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

describe('the migration that brought deployment stages', () => {
  let store: Store;
  let t: TestApp;
  beforeAll(async () => {
    store = await openTestStore();
    t = await testApp({ db: store.db });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it('gives environments made before it the default stages, and each service the stage of its kind', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    const app = expectStatus(
      await api.post(`/environment/${environmentId}/application`, requests.application),
      201,
    );
    const db = expectStatus(await api.post(`/environment/${environmentId}/database`, requests.database), 201);
    // As before the migration: no stages at all.
    await store.db.delete(deploymentStages);

    const backfill = statementsOf('0004_deployment_stages.sql').filter((statement) =>
      /INSERT INTO "deployment_stage/.test(statement),
    );
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await store.db.execute(sql.raw(statement));

    const stages = expectStatus(await api.get(`/environment/${environmentId}/deploymentStage`), 200).results;
    expect(
      stages.map((stage: { name: string; description: string }) => [stage.name, stage.description]),
    ).toEqual(DEFAULT_STAGES.map((stage) => [stage.name, stage.description]));
    const placed = await store.db.select().from(deploymentStageServices);
    expect(placed.map((row) => row.serviceId).sort()).toEqual([app.id, db.id].sort());
    expect(expectStatus(await api.get(`/service/${app.id}/deploymentStage`), 200).name).toBe('Applications');
    expect(expectStatus(await api.get(`/service/${db.id}/deploymentStage`), 200).name).toBe('Databases');
  });
});
