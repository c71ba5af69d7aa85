import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Store } from '../db/database';
import {
  apiTokens,
  clusters,
  environments,
  memberships,
  organizations,
  projects,
  registries,
  services,
  users,
} from '../db/schema';
import { systemRuntime } from '../runtime';
import { openTestStore } from '../testing/database';
import { authHeaders } from '../testing/seed';
import { testConfig } from '../testing/testApp';
import { manualClock } from '../testing/clock';
import { manualTimers } from '../testing/timers';
import { BOOTSTRAP_TOKEN_NAME, DEMO_ORGANIZATION_NAME, DEMO_USER, deployDemoShowcase, prepareDemo } from '.';

// A database of its own: the demo is seeded once per database, and these tests watch that happen.
let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

async function counts() {
  const [orgs] = await store.db.select({ n: count() }).from(organizations);
  const [people] = await store.db.select({ n: count() }).from(users);
  const [projectRows] = await store.db.select({ n: count() }).from(projects);
  const [clusterRows] = await store.db.select({ n: count() }).from(clusters);
  const [environmentRows] = await store.db.select({ n: count() }).from(environments);
  const [serviceRows] = await store.db.select({ n: count() }).from(services);
  const [registryRows] = await store.db.select({ n: count() }).from(registries);
  return {
    organizations: orgs?.n,
    users: people?.n,
    projects: projectRows?.n,
    clusters: clusterRows?.n,
    environments: environmentRows?.n,
    services: serviceRows?.n,
    registries: registryRows?.n,
  };
}

describe('demo data', () => {
  let generatedToken: string;

  it('is created on the first start, with a generated admin token', async () => {
    const demo = await prepareDemo(store.db, systemRuntime, {
      demoPassword: 'demo-pass',
      bootstrapAdminToken: null,
    });
    expect(demo.firstStart).toBe(true);
    if (demo.bootstrapToken.kind !== 'generated') throw new Error('expected a generated token');
    generatedToken = demo.bootstrapToken.value;
    expect(generatedToken).toMatch(/^plt_/);

    expect(await counts()).toEqual({
      organizations: 1,
      users: 1,
      projects: 4,
      clusters: 1,
      environments: 4,
      services: 17,
      registries: 2,
    });
    const [org] = await store.db.select().from(organizations);
    expect(org).toMatchObject({ name: DEMO_ORGANIZATION_NAME, description: expect.any(String) });
    // The demo user owns the organization, and holds the role that says so.
    const [membership] = await store.db.select().from(memberships);
    expect(membership?.userId).toBe(org?.ownerId);
    expect(membership?.role).toBe('OWNER');
    const [cluster] = await store.db.select().from(clusters);
    expect(cluster).toMatchObject({
      name: 'demo-cluster',
      cloudProvider: 'AWS',
      region: 'eu-west-3',
      cpu: 16000,
      memory: 65536,
      status: 'DEPLOYED',
      isDefault: true,
    });
    const names = (await store.db.select({ name: projects.name }).from(projects))
      .map((row) => row.name)
      .sort();
    expect(names).toEqual(['data-platform', 'internal-tools', 'payments', 'storefront']);
    const types = await store.db.selectDistinct({ type: services.type }).from(services);
    expect(types.map((row) => row.type).sort()).toEqual([
      'APPLICATION',
      'CONTAINER',
      'DATABASE',
      'HELM',
      'JOB',
      'TERRAFORM',
    ]);
  });

  it('lets the demo person sign in and the admin token drive the API', async () => {
    const app = await createApp({ config: testConfig, db: store.db, runtime: systemRuntime });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: DEMO_USER.email, password: 'demo-pass' },
      });
      expect(signIn.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authHeaders.token(generatedToken),
      });
      expect(me.json()).toMatchObject({
        kind: 'api_token',
        organizations: [{ name: DEMO_ORGANIZATION_NAME, scope: 'ADMIN' }],
      });
      // The demo's environments and services read back through the API like any others.
      const headers = authHeaders.token(generatedToken);
      const organizationId = me.json().organizations[0].id;
      const projectList = await app.inject({
        method: 'GET',
        url: `/api/organization/${organizationId}/project`,
        headers,
      });
      const storefront = projectList
        .json()
        .results.find((project: { name: string }) => project.name === 'storefront');
      expect(storefront.associated_environments_count).toBe(2);
      const environmentList = await app.inject({
        method: 'GET',
        url: `/api/project/${storefront.id}/environment`,
        headers,
      });
      const production = environmentList
        .json()
        .results.find((env: { name: string }) => env.name === 'production');
      expect(production).toMatchObject({ cluster_name: 'demo-cluster', service_count: 9 });
      const all = await app.inject({
        method: 'GET',
        url: `/api/environment/${production.id}/services`,
        headers,
      });
      expect(all.statusCode).toBe(200);
      expect(all.json().results).toHaveLength(9);
    } finally {
      await app.close();
    }
  });

  it('is left alone on later starts, and no new token is generated', async () => {
    const before = await counts();
    const demo = await prepareDemo(store.db, systemRuntime, {
      demoPassword: 'other',
      bootstrapAdminToken: null,
    });
    expect(demo).toEqual({
      firstStart: false,
      organizationId: expect.any(String),
      bootstrapToken: { kind: 'none' },
    });
    expect(await counts()).toEqual(before);
  });

  it('installs BOOTSTRAP_ADMIN_TOKEN as the admin token, replacing the previous value', async () => {
    const configured = 'operator-chosen-admin-token';
    const demo = await prepareDemo(store.db, systemRuntime, {
      demoPassword: 'demo',
      bootstrapAdminToken: configured,
    });
    expect(demo).toEqual({
      firstStart: false,
      organizationId: expect.any(String),
      bootstrapToken: { kind: 'configured' },
    });
    const app = await createApp({ config: testConfig, db: store.db, runtime: systemRuntime });
    try {
      const withConfigured = await app.inject({
        method: 'GET',
        url: '/api/organization',
        headers: authHeaders.token(configured),
      });
      expect(withConfigured.statusCode).toBe(200);
      const withGenerated = await app.inject({
        method: 'GET',
        url: '/api/organization',
        headers: authHeaders.token(generatedToken),
      });
      expect(withGenerated.statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const named = await store.db.select().from(apiTokens).where(eq(apiTokens.name, BOOTSTRAP_TOKEN_NAME));
    expect(named).toHaveLength(1);
    expect(named[0]?.scope).toBe('ADMIN');
  });

  it('deploys the showcase environment when asked, every service of it ending deployed', async () => {
    const clock = manualClock();
    const runtime = { ...systemRuntime, clock };
    const app = await createApp({ config: testConfig, db: store.db, runtime, timers: manualTimers() });
    try {
      await app.ready();
      const { engine } = app.workers;
      const demo = await prepareDemo(store.db, runtime, { demoPassword: 'demo', bootstrapAdminToken: null });
      const requestId = await deployDemoShowcase(store.db, engine, demo.organizationId);
      if (!requestId) throw new Error('The showcase environment was not found');
      await engine.runDue();
      clock.advance(60 * 60_000);
      await engine.runDue();
      const run = await engine.request(requestId);
      expect(run).toMatchObject({
        status: 'DONE',
        state: 'DEPLOYED',
        origin: 'PLATFORM_INTERNAL',
        triggered_by: 'first start',
      });
      expect(run?.services).toHaveLength(9);
      expect(new Set(run?.services.map((service) => service.state))).toEqual(new Set(['DEPLOYED']));
    } finally {
      await app.close();
    }
  });
});

describe('the migration that gave organizations their owner role', () => {
  it('makes the person an organization names as owner an OWNER member, and nobody else', async () => {
    const [org] = await store.db.select().from(organizations);
    // As before the migration: the owner held ADMIN.
    await store.db.update(memberships).set({ role: 'ADMIN' });
    const statement = readFileSync(
      new URL('../db/migrations/0011_organization_owner_membership.sql', import.meta.url),
      'utf8',
    );
    await store.db.execute(sql.raw(statement));
    const rows = await store.db.select().from(memberships);
    expect(rows.map((row) => [row.userId, row.role])).toEqual([[org?.ownerId, 'OWNER']]);
  });
});
