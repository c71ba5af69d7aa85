import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint, type ServiceKind } from '../../contract';
import { type ApiClient, expectStatus } from '../testing/api';
import { clientWithRole, customRoleWith } from '../testing/customRoles';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';

// Every operation of the OpenAPI document that clones, moves or attaches something, or changes an environment's
// type, is sent by a custom role that may write where the request starts (MANAGER on DEVELOPMENT) and only read
// where its result would land (VIEWER on PRODUCTION, on another project): each is refused with 403 and changes
// nothing. The same operation sent by a role that may write both places succeeds. The list of operations comes
// from the document, so an operation added later without a rule for its target fails here.

type Send = { method: 'POST' | 'PUT'; path: string; body?: unknown };

interface World extends ServicesFixture {
  developmentId: string;
  /** A DEVELOPMENT environment the writer retypes. */
  spareId: string;
  otherProjectId: string;
  /** One service of each kind in the DEVELOPMENT environment. */
  sources: Record<ServiceKind, string>;
  productionServiceId: string;
  developmentStages: string[];
  productionStageId: string;
  developmentVariableId: string;
  /** MANAGER on DEVELOPMENT, VIEWER on PRODUCTION; VIEWER on the other project; ENV_CREATOR on the cluster. */
  reader: ApiClient;
  /** Admin of both projects, ENV_CREATOR on the cluster. */
  writer: ApiClient;
}

interface Row {
  /** Requests landing where the reader may only read. */
  refused: (w: World) => Send[];
  /** The operation landing where the writer may write. */
  allowed: (w: World) => Send;
}

let counter = 0;
const fresh = (label: string) => `${label}-${++counter}`;

const serviceClone = (kind: ServiceKind): Row => ({
  refused: (w) => [
    {
      method: 'POST',
      path: `/${kind}/${w.sources[kind]}/clone`,
      body: { name: fresh(kind), environment_id: w.environmentId },
    },
  ],
  allowed: (w) => ({
    method: 'POST',
    path: `/${kind}/${w.sources[kind]}/clone`,
    body: { name: fresh(kind), environment_id: w.environmentId },
  }),
});

const stageMove = (placement: 'Before' | 'After'): Row => ({
  refused: (w) => [
    {
      method: 'PUT',
      path: `/deploymentStage/${w.developmentStages[0]}/move${placement}/${w.productionStageId}`,
    },
  ],
  allowed: (w) => ({
    method: 'PUT',
    path: `/deploymentStage/${w.developmentStages[0]}/move${placement}/${w.developmentStages[1]}`,
  }),
});

const rows: Record<string, Row> = {
  cloneApplication: serviceClone('application'),
  cloneContainer: serviceClone('container'),
  cloneDatabase: serviceClone('database'),
  cloneJob: serviceClone('job'),
  cloneHelm: serviceClone('helm'),
  cloneTerraform: serviceClone('terraform'),
  cloneEnvironment: {
    refused: (w) => [
      { method: 'POST', path: `/environment/${w.developmentId}/clone`, body: { name: fresh('copy') } },
      {
        method: 'POST',
        path: `/environment/${w.developmentId}/clone`,
        body: { name: fresh('copy'), mode: 'PRODUCTION' },
      },
      {
        method: 'POST',
        path: `/environment/${w.developmentId}/clone`,
        body: { name: fresh('copy'), project_id: w.otherProjectId },
      },
    ],
    allowed: (w) => ({
      method: 'POST',
      path: `/environment/${w.developmentId}/clone`,
      body: { name: fresh('copy'), mode: 'PRODUCTION', project_id: w.otherProjectId },
    }),
  },
  editEnvironment: {
    refused: (w) => [
      { method: 'PUT', path: `/environment/${w.developmentId}`, body: { mode: 'PRODUCTION' } },
    ],
    allowed: (w) => ({ method: 'PUT', path: `/environment/${w.spareId}`, body: { mode: 'PRODUCTION' } }),
  },
  AttachServiceToDeploymentStage: {
    refused: (w) => [
      {
        method: 'PUT',
        path: `/deploymentStage/${w.developmentStages[0]}/service/${w.productionServiceId}`,
        body: {},
      },
    ],
    allowed: (w) => ({
      method: 'PUT',
      path: `/deploymentStage/${w.developmentStages[1]}/service/${w.sources.application}`,
      body: {},
    }),
  },
  MoveBeforeDeploymentStage: stageMove('Before'),
  MoveAfterDeploymentStage: stageMove('After'),
  createVariableAlias: {
    refused: (w) => [
      {
        method: 'POST',
        path: `/variable/${w.developmentVariableId}/alias`,
        body: {
          key: fresh('ALIAS').replace('-', '_'),
          alias_scope: 'ENVIRONMENT',
          alias_parent_id: w.environmentId,
        },
      },
    ],
    allowed: (w) => ({
      method: 'POST',
      path: `/variable/${w.developmentVariableId}/alias`,
      body: {
        key: fresh('ALIAS').replace('-', '_'),
        alias_scope: 'APPLICATION',
        alias_parent_id: w.sources.application,
      },
    }),
  },
  createVariableOverride: {
    refused: (w) => [
      {
        method: 'POST',
        path: `/variable/${w.developmentVariableId}/override`,
        body: { value: 'elsewhere', override_scope: 'ENVIRONMENT', override_parent_id: w.environmentId },
      },
    ],
    allowed: (w) => ({
      method: 'POST',
      path: `/variable/${w.developmentVariableId}/override`,
      body: { value: 'here', override_scope: 'APPLICATION', override_parent_id: w.sources.application },
    }),
  },
};

interface OpenApiOperation {
  operationId: string;
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { enum?: unknown[] }> } }>;
  };
}

const environmentTypes = ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'];
const isEnvironmentType = (schema: { enum?: unknown[] }) =>
  (schema.enum?.length ?? 0) > 1 &&
  (schema.enum ?? []).every((value) => environmentTypes.includes(String(value)));
/** A body field naming where a result goes: a project, an environment, or a variable's parent. */
const retypesEnvironment = (descriptor: Endpoint | undefined) =>
  descriptor?.scopeParam?.kind === 'environment';
const namesAPlace = (field: string) => /^(project|environment)_id$|_parent_id$/.test(field);

/**
 * The operations of the document that put something somewhere else than the record their path names: named a
 * clone, move or attach; or naming in their body a project, environment or parent other than their scope; or
 * changing an environment's type (a PUT of an environment with such a field). Each with the reasons it was picked.
 */
function relocationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const found = new Map<string, string[]>();
  for (const operations of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const descriptor = allEndpoints.find((endpoint) => endpoint.operationId === operation.operationId);
      const scopeField = descriptor?.scopeParam?.in === 'body' ? descriptor.scopeParam.param : null;
      const fields = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const reasons = [
        ...(/clone|move|attach/i.test(operation.operationId) ? ['its name'] : []),
        ...Object.keys(fields).filter((field) => namesAPlace(field) && field !== scopeField),
        // An environment's own type: a project's deployment rule names the type of environments yet to come.
        ...Object.entries(fields)
          .filter(
            ([, schema]) => method === 'put' && retypesEnvironment(descriptor) && isEnvironmentType(schema),
          )
          .map(([field]) => field),
      ];
      if (reasons.length > 0) found.set(operation.operationId, reasons);
    }
  }
  return found;
}

let t: TestApp;
let world: World;
let document: { paths: Record<string, Record<string, OpenApiOperation>> };

beforeAll(async () => {
  t = await testApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const fixture = await servicesFixture(t, { cpu: 200_000, memory: 1_000_000 });
  const { api, organizationId, projectId, clusterId } = fixture;
  const environment = async (name: string, mode: string) =>
    expectStatus(await api.post(`/project/${projectId}/environment`, { name, mode }), 201).id as string;
  const developmentId = await environment('development', 'DEVELOPMENT');
  const spareId = await environment('spare', 'DEVELOPMENT');
  const other = expectStatus(
    await api.post(`/organization/${organizationId}/project`, { name: 'other' }),
    200,
  );
  const requests = minimalRequests(fixture);
  const sources = {} as Record<ServiceKind, string>;
  for (const kind of Object.keys(requests) as ServiceKind[]) {
    sources[kind] = expectStatus(
      await api.post(`/environment/${developmentId}/${kind}`, requests[kind]),
      201,
    ).id;
  }
  const productionService = expectStatus(
    await api.post(`/environment/${fixture.environmentId}/database`, requests.database),
    201,
  );
  const stagesOf = async (environmentId: string) =>
    expectStatus(await api.get(`/environment/${environmentId}/deploymentStage`), 200).results.map(
      (stage: { id: string }) => stage.id,
    ) as string[];
  const variable = expectStatus(
    await api.post(`/environment/${developmentId}/environmentVariable`, { key: 'SHARED', value: 'v' }),
    201,
  );
  const reader = await customRoleWith(api, organizationId, 'Development manager', {
    clusters: { [clusterId]: 'ENV_CREATOR' },
    projects: {
      [projectId]: { types: { DEVELOPMENT: 'MANAGER', PRODUCTION: 'VIEWER' } },
      [other.id]: { types: { DEVELOPMENT: 'VIEWER', STAGING: 'VIEWER', PRODUCTION: 'VIEWER' } },
    },
  });
  const writer = await customRoleWith(api, organizationId, 'Admin of both', {
    clusters: { [clusterId]: 'ENV_CREATOR' },
    projects: { [projectId]: { isAdmin: true }, [other.id]: { isAdmin: true } },
  });
  world = {
    ...fixture,
    developmentId,
    spareId,
    otherProjectId: other.id,
    sources,
    productionServiceId: productionService.id,
    developmentStages: await stagesOf(developmentId),
    productionStageId: (await stagesOf(fixture.environmentId))[0] as string,
    developmentVariableId: variable.id,
    reader: await clientWithRole(t, organizationId, reader),
    writer: await clientWithRole(t, organizationId, writer),
  };
}, 120_000);
afterAll(() => t.close());

/** What a refused request could have changed: the environments of both projects, their services, stages, variables. */
interface Identity {
  id: string;
  name?: string;
}

interface StageService {
  service_id: string;
  is_skipped: boolean;
}

const identity = ({ id, name }: Identity): Identity => ({ id, name });

async function snapshot(w: World): Promise<unknown> {
  const read = async (path: string) => expectStatus(await w.api.get(path), 200);
  const places = [];
  for (const projectId of [w.projectId, w.otherProjectId]) {
    const environments = (await read(`/project/${projectId}/environment`)).results;
    for (const environment of environments) {
      // What a refused request could have changed: names, places, types, stage membership and values. Not statuses
      // or times, which the engine moves on its own while an earlier row's allowed request runs.
      places.push({
        environment: { id: environment.id, name: environment.name, mode: environment.mode },
        services: (await read(`/environment/${environment.id}/services`)).results.map(identity),
        stages: (await read(`/environment/${environment.id}/deploymentStage`)).results.map(
          (stage: Identity & { deployment_order: number; services: StageService[] }) => ({
            ...identity(stage),
            order: stage.deployment_order,
            services: stage.services.map(({ service_id, is_skipped }) => ({ service_id, is_skipped })),
          }),
        ),
        variables: (await read(`/variable?parent_id=${environment.id}&scope=ENVIRONMENT`)).results.map(
          (variable: Identity & { key: string; value?: string | null }) => ({
            ...identity(variable),
            key: variable.key,
            value: variable.value,
          }),
        ),
      });
    }
  }
  return places;
}

function send(client: ApiClient, request: Send) {
  return request.method === 'POST'
    ? client.post(request.path, request.body)
    : client.put(request.path, request.body);
}

describe('where the result of a clone, move, attach or change of type lands', () => {
  it('is declared for every such operation of the OpenAPI document, and each is in the table below', () => {
    const relocations = relocationsOf(document);
    expect([...relocations.keys()].sort()).toEqual(Object.keys(rows).sort());
    const undeclared = [...relocations.keys()].filter(
      (operationId) => !allEndpoints.find((endpoint) => endpoint.operationId === operationId)?.target,
    );
    expect(undeclared).toEqual([]);
  });

  it.each(Object.keys(rows))(
    '%s: refused (403) where the role only reads, changing nothing; allowed where it writes',
    async (operationId) => {
      const row = rows[operationId] as Row;
      for (const request of row.refused(world)) {
        const before = await snapshot(world);
        const response = await send(world.reader, request);
        expect(
          response.statusCode,
          `${request.method} ${request.path} ${JSON.stringify(request.body)}: ${response.body}`,
        ).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, error: 'Forbidden' });
        expect(response.json().message).toMatch(/^Where the result lands \(/);
        expect(await snapshot(world)).toEqual(before);
      }
      const allowed = row.allowed(world);
      const response = await send(world.writer, allowed);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    },
  );
});
