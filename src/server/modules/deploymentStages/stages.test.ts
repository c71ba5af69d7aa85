import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentStage } from '../../../contract';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import { DEFAULT_STAGES } from './defaults';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Stages = { results: DeploymentStage[] };

const shape = (stages: Stages) =>
  stages.results.map((stage) => [
    stage.deployment_order,
    stage.name,
    stage.services.map((member) => member.service_id),
  ]);

/** An environment with an application, a container and a database, each in its kind's default stage. */
async function environmentWithServices() {
  const fixture = await servicesFixture(t);
  const { api, environmentId } = fixture;
  const requests = minimalRequests(fixture);
  const create = async (kind: 'application' | 'container' | 'database', request: object) =>
    expectStatus(await api.post(`/environment/${environmentId}/${kind}`, request), 201).id as string;
  const app = await create('application', requests.application);
  const web = await create('container', requests.container);
  const db = await create('database', requests.database);
  const stages = `/environment/${environmentId}/deploymentStage`;
  const list = async (): Promise<Stages> => expectStatus(await api.get(stages), 200);
  const byName = async (name: string) => {
    const stage = (await list()).results.find((candidate) => candidate.name === name);
    if (!stage) throw new Error(`No stage ${name}`);
    return stage;
  };
  return { ...fixture, app, web, db, stages, list, byName };
}

describe('an environment’s deployment stages', () => {
  it('are the defaults from its creation on, each service in its kind’s stage', async () => {
    const { list, app, web, db } = await environmentWithServices();
    const stages = await list();
    expect(stages.results.map((stage) => [stage.deployment_order, stage.name, stage.description])).toEqual(
      DEFAULT_STAGES.map((stage, index) => [index, stage.name, stage.description]),
    );
    const placed = Object.fromEntries(
      stages.results.flatMap((stage) => stage.services.map((member) => [member.service_id, stage.name])),
    );
    expect(placed).toEqual({ [db]: 'Databases', [web]: 'Containers', [app]: 'Applications' });
    expect(stages.results.find((stage) => stage.name === 'Applications')?.services).toEqual([
      expect.objectContaining({ service_id: app, service_type: 'APPLICATION', is_skipped: false }),
    ]);
  });

  it('are created last (answering 200), read, renamed, and refuse a name taken ignoring case (409)', async () => {
    const { api, stages, environmentId } = await environmentWithServices();
    const created = expectStatus(
      await api.post(stages, { name: 'Smoke tests', description: 'After all' }),
      200,
    );
    expect(created).toMatchObject({
      name: 'Smoke tests',
      description: 'After all',
      deployment_order: DEFAULT_STAGES.length,
      environment: { id: environmentId },
      services: [],
    });
    expect(expectStatus(await api.get(`/deploymentStage/${created.id}`), 200)).toEqual(created);

    const taken = await api.post(stages, { name: 'smoke TESTS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'A deployment stage named "smoke TESTS" already exists in this environment',
    );
    expect((await api.put(`/deploymentStage/${created.id}`, { name: 'DATABASES' })).statusCode).toBe(409);

    const renamed = expectStatus(await api.put(`/deploymentStage/${created.id}`, { name: 'Checks' }), 200);
    expect(renamed).toMatchObject({
      name: 'Checks',
      description: '',
      deployment_order: DEFAULT_STAGES.length,
    });

    const nameless = await api.post(stages, { name: '  ' });
    expect(nameless.json().message).toBe('body.name: is required');
    const wordy = await api.post(stages, { name: 'Long', description: 'x'.repeat(256) });
    expect(wordy.json().message).toBe('body.description: must be at most 255 characters');
  });

  it('move before and after one another, answering the new order, always 0..n-1', async () => {
    const { api, list, byName } = await environmentWithServices();
    const databases = await byName('Databases');
    const applications = await byName('Applications');
    const moved: Stages = expectStatus(
      await api.put(`/deploymentStage/${databases.id}/moveAfter/${applications.id}`, undefined),
      200,
    );
    expect(moved.results.map((stage) => stage.name)).toEqual([
      'Terraform',
      'Helm charts',
      'Jobs',
      'Containers',
      'Applications',
      'Databases',
    ]);
    expect(moved.results.map((stage) => stage.deployment_order)).toEqual([0, 1, 2, 3, 4, 5]);
    const back: Stages = expectStatus(
      await api.put(
        `/deploymentStage/${databases.id}/moveBefore/${(await byName('Terraform')).id}`,
        undefined,
      ),
      200,
    );
    expect(back.results.map((stage) => stage.name)).toEqual(DEFAULT_STAGES.map((stage) => stage.name));
    expect(shape(await list())).toEqual(shape(back));
  });

  it('refuse a move next to itself or to a stage of another environment (400), or one they cannot see (404)', async () => {
    const { api, byName, projectId } = await environmentWithServices();
    const other = await environmentWithServices();
    const staging = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging', mode: 'STAGING' }),
      201,
    );
    const stagingStages: Stages = expectStatus(
      await api.get(`/environment/${staging.id}/deploymentStage`),
      200,
    );
    const jobs = await byName('Jobs');
    const itself = await api.put(`/deploymentStage/${jobs.id}/moveAfter/${jobs.id}`, undefined);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(
      'params.stageId: is the stage being moved: a stage cannot move next to itself',
    );
    const sibling = await api.put(
      `/deploymentStage/${jobs.id}/moveBefore/${stagingStages.results[0]?.id}`,
      undefined,
    );
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().message).toBe('params.stageId: is a stage of another environment');
    // Each fixture is an organization of its own: the other one's stages are not there for these credentials.
    const foreign = await api.put(
      `/deploymentStage/${jobs.id}/moveBefore/${(await other.byName('Jobs')).id}`,
      undefined,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await api.put(
      `/deploymentStage/${jobs.id}/moveBefore/00000000-0000-4000-8000-000000000000`,
      undefined,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('take a service moved to them skipped when is_skipped is true, and un-skipped when it is false or omitted', async () => {
    const { api, app, byName } = await environmentWithServices();
    const skippedIn = (stages: Stages, stageName: string) => {
      const holding = stages.results.filter((stage) =>
        stage.services.some((member) => member.service_id === app),
      );
      expect(holding.map((stage) => stage.name)).toEqual([stageName]);
      return holding[0]?.services.find((member) => member.service_id === app)?.is_skipped;
    };
    const attach = async (stageName: string, body: object) =>
      skippedIn(
        expectStatus(
          await api.put(`/deploymentStage/${(await byName(stageName)).id}/service/${app}`, body),
          200,
        ),
        stageName,
      );

    expect(await attach('Applications', { is_skipped: true })).toBe(true);
    // Moved while skipped, and skipped in its new stage: what the official client documents.
    expect(await attach('Containers', { is_skipped: true })).toBe(true);
    expect(await attach('Applications', {})).toBe(false);
    expect(await attach('Applications', { is_skipped: true })).toBe(true);
    expect(await attach('Containers', { is_skipped: false })).toBe(false);

    const ofService = expectStatus(await api.get(`/service/${app}/deploymentStage`), 200);
    expect(ofService).toMatchObject({ name: 'Containers' });
  });

  it('refuse a service of another environment (400), and one of another organization or none (404)', async () => {
    const fixture = await environmentWithServices();
    const { api, byName, projectId } = fixture;
    const staging = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging', mode: 'STAGING' }),
      201,
    );
    const elsewhere = expectStatus(
      await api.post(`/environment/${staging.id}/application`, minimalRequests(fixture).application),
      201,
    );
    const jobs = await byName('Jobs');
    const sibling = await api.put(`/deploymentStage/${jobs.id}/service/${elsewhere.id}`, {});
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().message).toBe(
      'params.serviceId: service "api" is in another environment than the stage',
    );
    const foreign = await api.put(
      `/deploymentStage/${jobs.id}/service/${(await environmentWithServices()).app}`,
      {},
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await api.put(
      `/deploymentStage/${jobs.id}/service/00000000-0000-4000-8000-000000000000`,
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('are deleted when empty, the later ones moving up; one holding services is refused, naming them', async () => {
    const { api, byName, list, app } = await environmentWithServices();
    const applications = await byName('Applications');
    const refused = await api.delete(`/deploymentStage/${applications.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Deployment stage "Applications" holds a service (api): move it to another stage first',
    );
    const helm = await byName('Helm charts');
    expect((await api.delete(`/deploymentStage/${helm.id}`)).statusCode).toBe(204);
    expect((await list()).results.map((stage) => [stage.deployment_order, stage.name])).toEqual([
      [0, 'Databases'],
      [1, 'Terraform'],
      [2, 'Jobs'],
      [3, 'Containers'],
      [4, 'Applications'],
    ]);
    expect((await api.get(`/service/${app}/deploymentStage`)).json().name).toBe('Applications');
  });
});

describe('services and stages together', () => {
  it('a service deleted leaves its stage; one created where its stage was deleted gets it back, last', async () => {
    const { api, byName, list, environmentId, app } = await environmentWithServices();
    expect((await api.delete(`/application/${app}`)).statusCode).toBe(204);
    expect((await byName('Applications')).services).toEqual([]);
    const terraform = await byName('Terraform');
    expect((await api.delete(`/deploymentStage/${terraform.id}`)).statusCode).toBe(204);
    const orders = (await list()).results.map((stage) => stage.deployment_order);
    expect(orders).toEqual([0, 1, 2, 3, 4]);
    const request = {
      name: 'infra',
      terraform_files_source: { git_repository: { url: 'https://github.com/acme/infra.git' } },
      backend: { kubernetes: {} },
    };
    const created = expectStatus(await api.post(`/environment/${environmentId}/terraform`, request), 201);
    const stages = await list();
    expect(stages.results.at(-1)).toMatchObject({
      name: 'Terraform',
      deployment_order: 5,
      services: [expect.objectContaining({ service_id: created.id })],
    });
  });
});

describe('who may change stages', () => {
  it('needs the Write scope; the Read scope lists them', async () => {
    const { organizationId, stages, byName } = await environmentWithServices();
    const reader = apiClient(t, (await t.createToken(organizationId, 'READ')).value);
    expectStatus(await reader.get(stages), 200);
    const jobs = await byName('Jobs');
    const refused = await reader.put(`/deploymentStage/${jobs.id}`, { name: 'Batch' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an environment deployment', () => {
  /** An application deploys in about 20 seconds, a database in 10, at time scale 1. */
  const RELEASE_MS = 3 * 60_000;

  it('runs the stages in order, skips what they skip, keeps the stages as they ran, and shows them live', async () => {
    const { api, environmentId, app, web, db, byName } = await environmentWithServices();
    const applications = await byName('Applications');
    const databases = await byName('Databases');
    // Applications first this time, the container skipped.
    await api.put(`/deploymentStage/${applications.id}/moveBefore/${databases.id}`, undefined);
    await api.put(`/deploymentStage/${(await byName('Containers')).id}/service/${web}`, { is_skipped: true });

    const accepted = expectStatus(await api.post(`/environment/${environmentId}/deploy`), 202);
    await t.advance(1000);
    const live = expectStatus(await api.get(`/environment/${environmentId}/statusesWithStages`), 200);
    expect(live.stages.map((entry: { stage: { name: string } }) => entry.stage.name)).toEqual([
      'Applications',
      'Databases',
      'Terraform',
      'Helm charts',
      'Jobs',
      'Containers',
    ]);
    expect(live.stages[0]).toMatchObject({
      stage: { name: 'Applications', status: 'ONGOING' },
      applications: [expect.objectContaining({ id: app })],
    });
    expect(live.stages[1]).toMatchObject({
      stage: { name: 'Databases', status: 'QUEUED' },
      databases: [expect.objectContaining({ id: db, state: 'DEPLOYMENT_QUEUED' })],
    });

    // Reordered while it runs: the run keeps the order it started with.
    await api.put(`/deploymentStage/${databases.id}/moveBefore/${applications.id}`, undefined);
    await t.advance(RELEASE_MS);
    await t.advance(RELEASE_MS);

    const [run] = expectStatus(await api.get(`/environment/${environmentId}/deploymentHistory`), 200).results;
    expect(run.id).toBe(accepted.id);
    expect(run.state).toBe('DEPLOYED');
    expect(
      run.stages.map((stage: { name: string; status: string; skipped_service_ids: string[] }) => [
        stage.name,
        stage.status,
        stage.skipped_service_ids,
      ]),
    ).toEqual([
      ['Applications', 'DONE', []],
      ['Databases', 'DONE', []],
      ['Containers', 'SKIPPED', [web]],
    ]);
    const started = (id: string) =>
      run.services.find(
        (service: { identifier: { service_id: string } }) => service.identifier.service_id === id,
      )?.started_at;
    const ended = (id: string) =>
      run.services.find(
        (service: { identifier: { service_id: string } }) => service.identifier.service_id === id,
      )?.ended_at;
    expect(started(db)).toBe(ended(app));
    expect(run.services).toHaveLength(2);

    const after = expectStatus(await api.get(`/environment/${environmentId}/statusesWithStages`), 200);
    expect(
      after.stages.map((entry: { stage: { name: string; status?: string } }) => [
        entry.stage.name,
        entry.stage.status,
      ]),
    ).toEqual([
      ['Databases', 'DONE'],
      ['Applications', 'DONE'],
      ['Terraform', undefined],
      ['Helm charts', undefined],
      ['Jobs', undefined],
      ['Containers', 'SKIPPED'],
    ]);
    expect(after.stages[5].stage.skipped_service_ids).toEqual([web]);
    expect(after.stages[5].containers).toEqual([expect.objectContaining({ id: web, state: 'READY' })]);
  });

  it('drops how a stage went once a service it ran has left it, and keeps it where services only joined', async () => {
    const { api, environmentId, app, db, byName } = await environmentWithServices();
    expectStatus(await api.post(`/environment/${environmentId}/deploy`), 202);
    await t.advance(RELEASE_MS);
    await t.advance(RELEASE_MS);
    const statusOf = async (name: string) => {
      const live = expectStatus(await api.get(`/environment/${environmentId}/statusesWithStages`), 200);
      const entry = live.stages.find(
        (candidate: { stage: { name: string } }) => candidate.stage.name === name,
      );
      return entry?.stage;
    };
    expect(await statusOf('Databases')).toMatchObject({ status: 'DONE', service_ids: [db] });
    expect(await statusOf('Applications')).toMatchObject({ status: 'DONE', service_ids: [app] });

    // The database moves to the applications' stage: its own is left empty.
    const applications = await byName('Applications');
    expectStatus(await api.put(`/deploymentStage/${applications.id}/service/${db}`, {}), 200);
    const emptied = await statusOf('Databases');
    expect(emptied).not.toHaveProperty('status');
    expect(emptied).not.toHaveProperty('steps');
    expect(await statusOf('Applications')).toMatchObject({ status: 'DONE', service_ids: [app] });
  });

  it('stops at a failed stage: the later ones do not run and say why', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    expectStatus(
      await api.post(`/environment/${environmentId}/database`, {
        ...requests.database,
        name: 'db-fail-deploy',
      }),
      201,
    );
    const app = expectStatus(
      await api.post(`/environment/${environmentId}/application`, requests.application),
      201,
    );
    expectStatus(await api.post(`/environment/${environmentId}/deploy`), 202);
    await t.advance(RELEASE_MS);
    await t.advance(RELEASE_MS);
    const [run] = expectStatus(await api.get(`/environment/${environmentId}/deploymentHistory`), 200).results;
    expect(
      run.stages.map((stage: { name: string; status: string; reason: string | null }) => [
        stage.name,
        stage.status,
        stage.reason,
      ]),
    ).toEqual([
      ['Databases', 'ERROR', null],
      ['Applications', 'CANCELED', 'Not run: db-fail-deploy failed in stage "Databases"'],
    ]);
    expect(expectStatus(await api.get(`/application/${app.id}/status`), 200).state).toBe('CANCELED');
  });
});

describe('a cloned environment', () => {
  it('has copies of the services in copies of the stages, in the same order, skipped where they were', async () => {
    const { api, environmentId, projectId, app, web, byName, list } = await environmentWithServices();
    const custom = expectStatus(
      await api.post(`/environment/${environmentId}/deploymentStage`, {
        name: 'Canary',
        description: 'One pod first',
      }),
      200,
    );
    await api.put(`/deploymentStage/${custom.id}/moveBefore/${(await byName('Databases')).id}`, undefined);
    await api.put(`/deploymentStage/${custom.id}/service/${app}`, {});
    await api.put(`/deploymentStage/${(await byName('Containers')).id}/service/${web}`, { is_skipped: true });

    const clone = expectStatus(
      await api.post(`/environment/${environmentId}/clone`, { name: 'preprod', mode: 'STAGING' }),
      202,
    );
    expect(clone).toMatchObject({
      name: 'preprod',
      mode: 'STAGING',
      project: { id: projectId },
      service_count: 3,
    });

    const names = async (envId: string) => {
      const services = expectStatus(await api.get(`/environment/${envId}/services`), 200).results as {
        id: string;
        name: string;
      }[];
      return new Map(services.map((service) => [service.id, service.name]));
    };
    const originalNames = await names(environmentId);
    const copyNames = await names(clone.id);
    const layout = async (envId: string, named: Map<string, string>) =>
      (
        expectStatus(await api.get(`/environment/${envId}/deploymentStage`), 200).results as DeploymentStage[]
      ).map((stage) => [
        stage.deployment_order,
        stage.name,
        stage.description,
        stage.services.map((member) => [named.get(member.service_id), member.is_skipped]),
      ]);
    expect(await layout(clone.id, copyNames)).toEqual(await layout(environmentId, originalNames));
    expect((await layout(clone.id, copyNames))[0]).toEqual([0, 'Canary', 'One pod first', [['api', false]]]);
    expect((await list()).results).toHaveLength(DEFAULT_STAGES.length + 1);

    const taken = await api.post(`/environment/${environmentId}/clone`, { name: 'PREPROD' });
    expect(taken.statusCode).toBe(409);
  });
});
