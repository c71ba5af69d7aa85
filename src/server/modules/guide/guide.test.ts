import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSetting, DEMO_ORGANIZATION_SETTING } from '../../db/settings';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { authHeaders } from '../../testing/seed';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let demo: ServicesFixture;
beforeAll(async () => {
  t = await testApp();
  // This file's database is its own: the organization made first plays the demo's.
  demo = await servicesFixture(t);
  await claimSetting(t.db, DEMO_ORGANIZATION_SETTING, demo.organizationId, t.clock.now());
});
afterAll(() => t.close());

/**
 * A person of the organization whose guide requests go to `/organization/{id}/guide`, signing in before each (the
 * engine's time moves past a session's life).
 */
async function person(organizationId: string, role: 'VIEWER' | 'ADMIN' = 'VIEWER') {
  const seeded = await t.createPerson([{ organizationId, role }]);
  const headers = async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: seeded.email, password: seeded.password },
    });
    return authHeaders.bearer(expectStatus(signedIn, 200).access_token);
  };
  const url = `/api/organization/${organizationId}/guide`;
  return {
    get: async () => t.app.inject({ method: 'GET', url, headers: await headers() }),
    put: async (payload: object) => t.app.inject({ method: 'PUT', url, headers: await headers(), payload }),
  };
}

const doneSteps = (guide: { steps: { key: string; done: boolean }[] }) =>
  guide.steps.filter((step) => step.done).map((step) => step.key);

describe('the guided first release', () => {
  it('ticks each step from what was made since it started, and keeps the logs opened and the offer per person', async () => {
    const newcomer = await person(demo.organizationId);
    const first = expectStatus(await newcomer.get(), 200);
    expect(first).toMatchObject({
      organization_id: demo.organizationId,
      offer: true,
      dismissed: false,
      completed: false,
      project_id: null,
    });
    // The fixture's project and environment were made before the guide started: they do not count.
    expect(doneSteps(first)).toEqual([]);
    expect(first.steps.map((step: { key: string }) => step.key)).toEqual([
      'project',
      'environment',
      'service',
      'stages',
      'variables',
      'deploy',
      'logs',
    ]);

    expect(expectStatus(await newcomer.put({ offered: true }), 200).offer).toBe(false);

    t.clock.advance(1000);
    const { api } = demo;
    const project = expectStatus(
      await api.post(`/organization/${demo.organizationId}/project`, { name: 'first-release' }),
      200,
    );
    const environment = expectStatus(
      await api.post(`/project/${project.id}/environment`, { name: 'staging', mode: 'STAGING' }),
      201,
    );
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toEqual(['project', 'environment']);

    const service = expectStatus(
      await api.post(`/environment/${environment.id}/container`, minimalRequests(demo).container),
      201,
    );
    const withService = expectStatus(await newcomer.get(), 200);
    expect(doneSteps(withService)).toEqual(['project', 'environment', 'service']);
    expect(withService).toMatchObject({
      project_id: project.id,
      environment_id: environment.id,
      service_id: service.id,
      service_type: 'CONTAINER',
    });

    t.clock.advance(1000);
    expectStatus(
      await api.post(`/environment/${environment.id}/deploymentStage`, { name: 'Smoke tests' }),
      200,
    );
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toContain('stages');

    // A variable of another service of the environment does not reach the guide's: it does not count.
    const neighbour = expectStatus(
      await api.post(`/environment/${environment.id}/container`, {
        ...minimalRequests(demo).container,
        name: 'neighbour',
      }),
      201,
    );
    const variable = (scope: string, parentId: string, key: string, isSecret: boolean) =>
      api.post('/variable', {
        key,
        value: 'v',
        is_secret: isSecret,
        variable_scope: scope,
        variable_parent_id: parentId,
      });
    expectStatus(await variable('CONTAINER', neighbour.id, 'NEIGHBOUR_SECRET', true), 201);
    expectStatus(await variable('ENVIRONMENT', environment.id, 'GREETING', false), 201);
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).not.toContain('variables');
    expectStatus(await variable('CONTAINER', service.id, 'API_KEY', true), 201);
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toContain('variables');

    expectStatus(await api.post(`/container/${service.id}/deploy`, { image_tag: '1.27' }), 202);
    await settle(t);
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toContain('deploy');

    const finished = expectStatus(await newcomer.put({ logs_opened: true }), 200);
    expect(doneSteps(finished)).toEqual([
      'project',
      'environment',
      'service',
      'stages',
      'variables',
      'deploy',
      'logs',
    ]);
    expect(finished.completed).toBe(true);

    // Another person starts from nothing, and is offered the guide too.
    const other = expectStatus(await (await person(demo.organizationId)).get(), 200);
    expect(other.offer).toBe(true);
    expect(doneSteps(other)).toEqual([]);
  });

  it('does not tick the stages for those an environment is made with, a moment after it', async () => {
    const newcomer = await person(demo.organizationId);
    expectStatus(await newcomer.get(), 200);
    t.clock.advance(1000);
    const { api } = demo;
    const project = expectStatus(
      await api.post(`/organization/${demo.organizationId}/project`, { name: 'stages-untouched' }),
      200,
    );
    // Real time moves on between the environment's record and its stages' (here a millisecond on each reading).
    const readClock = t.clock.now;
    t.clock.now = () => {
      t.clock.advance(1);
      return readClock();
    };
    const environment = await (async () => {
      try {
        return expectStatus(
          await api.post(`/project/${project.id}/environment`, { name: 'staging', mode: 'STAGING' }),
          201,
        );
      } finally {
        t.clock.now = readClock;
      }
    })();
    expectStatus(
      await api.post(`/environment/${environment.id}/container`, minimalRequests(demo).container),
      201,
    );
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toEqual(['project', 'environment', 'service']);

    t.clock.advance(1000);
    expectStatus(
      await api.post(`/environment/${environment.id}/deploymentStage`, { name: 'Smoke tests' }),
      200,
    );
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toContain('stages');
  });

  it('skips steps, closes and reopens, and starts over from now', async () => {
    const newcomer = await person(demo.organizationId);
    expectStatus(await newcomer.get(), 200);
    const skipped = expectStatus(await newcomer.put({ skipped_steps: ['stages', 'logs', 'stages'] }), 200);
    expect(
      skipped.steps
        .filter((step: { skipped: boolean }) => step.skipped)
        .map((step: { key: string }) => step.key),
    ).toEqual(['stages', 'logs']);

    const closed = expectStatus(await newcomer.put({ dismissed: true }), 200);
    expect(closed).toMatchObject({ dismissed: true, offer: false });
    expect(expectStatus(await newcomer.put({ dismissed: false }), 200).dismissed).toBe(false);

    t.clock.advance(1000);
    expectStatus(
      await demo.api.post(`/organization/${demo.organizationId}/project`, { name: 'before-restart' }),
      200,
    );
    expect(doneSteps(expectStatus(await newcomer.get(), 200))).toEqual(['project']);
    t.clock.advance(1000);
    const restarted = expectStatus(await newcomer.put({ restart: true }), 200);
    expect(doneSteps(restarted)).toEqual([]);
    expect(restarted.steps.every((step: { skipped: boolean }) => !step.skipped)).toBe(true);
  });

  it('is not offered in another organization than the demo', async () => {
    const other = await servicesFixture(t);
    const guide = expectStatus(await (await person(other.organizationId)).get(), 200);
    expect(guide.offer).toBe(false);
  });

  it('refuses an unknown step naming the field; another organization is not found', async () => {
    const newcomer = await person(demo.organizationId);
    const refused = await newcomer.put({ skipped_steps: ['secrets'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(refused.json().message).toContain('body.skipped_steps.0');
    const wrongType = await newcomer.put({ offered: false });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('body.offered');

    const outsider = await servicesFixture(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${demo.organizationId}/guide`,
      headers: authHeaders.token(outsider.adminToken),
    });
    expect(response.statusCode).toBe(404);
  });
});
