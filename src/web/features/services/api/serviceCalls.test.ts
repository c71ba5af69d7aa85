import { beforeEach, describe, expect, it } from 'vitest';
import { serviceEndpointsByKind, serviceKindNames, serviceKinds } from '../../../../contract';
import { sessionStore } from '../../../lib/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { serviceCalls } from './serviceCalls';

const BASE = `${window.location.origin}/api`;
const ENVIRONMENT = 'e1a7e0c2-0000-4000-8000-000000000001';
const SERVICE = 's1a7e0c2-0000-4000-8000-000000000002';

beforeEach(() => sessionStore.signIn(BASE, { kind: 'token', token: 'tok-1' }));

describe.each(serviceKindNames)('the calls on a %s', (kind) => {
  const routes = serviceEndpointsByKind[kind];
  const record = { id: SERVICE, name: 'web', service_type: serviceKinds[kind].type };
  // The calls send what they are given; what each kind's bodies hold is the forms' and the server's to check.
  const body = { name: 'web' } as never;

  function answering() {
    return mockApi()
      .on(routes.get, { body: record })
      .on(routes.create, { status: 201, body: record })
      .on(routes.edit, { body: record })
      .on(routes.delete, { status: 204 })
      .on(routes.clone, { status: 202, body: record });
  }

  it("go to the kind's own routes, naming the service by the kind's id parameter", async () => {
    const api = answering();
    const calls = serviceCalls(kind);

    expect(await calls.get(SERVICE)).toEqual(record);
    expect(await calls.create(ENVIRONMENT, body)).toEqual(record);
    expect(await calls.edit(SERVICE, body)).toEqual(record);
    expect(await calls.delete(SERVICE)).toBeUndefined();
    expect(await calls.clone(SERVICE, { name: 'copy', environment_id: ENVIRONMENT })).toEqual(record);

    const idParam = serviceKinds[kind].idParam;
    for (const route of [routes.get, routes.edit, routes.delete, routes.clone]) {
      expect(api.sent(route).map((request) => request.params[idParam])).toEqual([SERVICE]);
    }
    expect(api.sent(routes.create).map((request) => [request.params.environmentId, request.body])).toEqual([
      [ENVIRONMENT, body],
    ]);
    expect(api.requests).toHaveLength(5);
  });
});
