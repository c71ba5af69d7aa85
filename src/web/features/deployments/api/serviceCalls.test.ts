import { beforeEach, describe, expect, it } from 'vitest';
import {
  serviceDeploymentEndpointsByKind,
  serviceKindNames,
  serviceKinds,
  type Route,
} from '../../../../contract';
import { sessionStore } from '../../../lib/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { serviceActionNames } from '../model/serviceActions';
import { getServiceHistory, getServiceLogPage, runServiceAction } from './serviceCalls';

const BASE = `${window.location.origin}/api`;
const SERVICE = 's1a7e0c2-0000-4000-8000-000000000002';
const accepted = { deployment_request_id: 'r1', status: 'QUEUED' };

beforeEach(() => sessionStore.signIn(BASE, { kind: 'token', token: 'tok-1' }));

describe.each(serviceKindNames)('the deployment calls on a %s', (kind) => {
  const routes: Partial<Record<string, Route>> = serviceDeploymentEndpointsByKind[kind];
  const idParam = serviceKinds[kind].idParam;

  it("read its history and log pages at the kind's routes", async () => {
    const api = mockApi()
      .on(serviceDeploymentEndpointsByKind[kind].history, { body: { results: [] } })
      .on(serviceDeploymentEndpointsByKind[kind].logs, { body: { results: [] } });

    expect(await getServiceHistory(kind, SERVICE, 50)).toEqual({ results: [] });
    expect(await getServiceLogPage(kind, SERVICE, { search: 'error' })).toEqual({ results: [] });

    const [history] = api.sent(serviceDeploymentEndpointsByKind[kind].history);
    expect([history?.params[idParam], history?.url.searchParams.get('page_size')]).toEqual([SERVICE, '50']);
    const [logs] = api.sent(serviceDeploymentEndpointsByKind[kind].logs);
    expect([logs?.params[idParam], logs?.url.searchParams.get('search')]).toEqual([SERVICE, 'error']);
  });

  it('runs the actions the kind has and refuses the others without a request', async () => {
    const api = mockApi();
    for (const action of serviceActionNames) {
      const route = routes[action];
      if (route) api.on(route, { status: 202, body: accepted });
    }

    for (const action of serviceActionNames) {
      const route = routes[action];
      const running = runServiceAction(kind, SERVICE, action);
      if (route) {
        expect(await running).toEqual(accepted);
        expect(api.sent(route).map((request) => request.params[idParam])).toEqual([SERVICE]);
      } else {
        await expect(running).rejects.toThrow(`A ${kind} has no ${action} action.`);
      }
    }
    expect(api.requests).toHaveLength(serviceActionNames.filter((action) => routes[action]).length);
  });
});
