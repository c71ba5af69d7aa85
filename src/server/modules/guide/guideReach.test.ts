import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { clientWithRole, customRoleWith, setRoleMatrix } from '../../testing/customRoles';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

// The guide names the latest project and environment made since it started: for a custom role, the latest it
// reads. Records it does not read are passed over as if they were not there, however recent.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const doneSteps = (guide: { steps: { key: string; done: boolean }[] }) =>
  guide.steps.filter((step) => step.done).map((step) => step.key);

describe('the guide of a custom role reading one environment type of one project', () => {
  it('names only the project, environment and service it reads, on GET and PUT alike', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId } = fixture;
    const role = { id: '', name: 'Development viewer' };
    role.id = await customRoleWith(api, organizationId, role.name, {});
    const viewer = await clientWithRole(t, organizationId, role.id);
    const guidePath = `/organization/${organizationId}/guide`;
    const reader = apiClient(t, (await t.createToken(organizationId, 'READ')).value);
    for (const client of [viewer, reader]) {
      expect(expectStatus(await client.get(guidePath), 200).project_id).toBeNull();
    }

    t.clock.advance(1000);
    const project = async (name: string) =>
      expectStatus(await api.post(`/organization/${organizationId}/project`, { name }), 200).id as string;
    const environment = async (projectId: string, name: string, mode: string) => {
      t.clock.advance(1000);
      const created = expectStatus(await api.post(`/project/${projectId}/environment`, { name, mode }), 201);
      const service = expectStatus(
        await api.post(`/environment/${created.id}/container`, minimalRequests(fixture).container),
        201,
      );
      return { id: created.id as string, serviceId: service.id as string };
    };
    const readProjectId = await project('read-project');
    const development = await environment(readProjectId, 'development', 'DEVELOPMENT');
    // Made later, so the guide would name these first if it could.
    const production = await environment(readProjectId, 'production', 'PRODUCTION');
    t.clock.advance(1000);
    const otherProjectId = await project('other-project');
    const other = await environment(otherProjectId, 'elsewhere', 'DEVELOPMENT');
    // Reading none of them, the guide names none.
    const none = expectStatus(await viewer.get(guidePath), 200);
    expect(none).toMatchObject({ project_id: null, environment_id: null, service_id: null });
    expect(doneSteps(none)).toEqual([]);
    await setRoleMatrix(api, organizationId, role, {
      projects: { [readProjectId]: { types: { DEVELOPMENT: 'VIEWER' } } },
    });

    const named = {
      project_id: readProjectId,
      environment_id: development.id,
      service_id: development.serviceId,
      service_type: 'CONTAINER',
    };
    const read = expectStatus(await viewer.get(guidePath), 200);
    expect(read).toMatchObject(named);
    expect(doneSteps(read)).toEqual(['project', 'environment', 'service']);
    expect(expectStatus(await viewer.put(guidePath, { offered: true }), 200)).toMatchObject(named);

    await setRoleMatrix(api, organizationId, role, {
      projects: { [readProjectId]: { types: { DEVELOPMENT: 'VIEWER', PRODUCTION: 'VIEWER' } } },
    });
    expect(expectStatus(await viewer.get(guidePath), 200)).toMatchObject({
      project_id: readProjectId,
      environment_id: production.id,
      service_id: production.serviceId,
    });

    // Reading everything, the latest of all.
    expect(expectStatus(await reader.get(guidePath), 200)).toMatchObject({
      project_id: otherProjectId,
      environment_id: other.id,
      service_id: other.serviceId,
    });
  });
});
