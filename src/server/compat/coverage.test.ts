import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../testing/testApp';
import { compatAreas } from './testing/areas';
import { clientCallsIn, reachedBy, type SharedOperation, sharedOperations } from './testing/sharedOperations';

// The compatibility suite's own check: every operation that our OpenAPI document shares with the official client
// (same method, same path) is called by one of the suite's areas (testing/areas/, run by officialClient.test.ts).
// Each area checks that what it calls was answered (its last test); this one checks that together they call
// everything.

let t: TestApp;
let shared: SharedOperation[];
beforeAll(async () => {
  t = await testApp();
  const document = (
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenAPIV3.Document>();
  shared = sharedOperations(document);
});
afterAll(() => t.close());

describe('the compatibility suite', () => {
  it('calls every operation our OpenAPI document shares with the official client', () => {
    const calls = new Set(compatAreas.flatMap((area) => [...clientCallsIn(area.file)]));
    const called = reachedBy(shared, calls);
    console.info(
      `Official client: ${called.length} of the ${shared.length} operations shared with our OpenAPI document exercised`,
    );
    // A document that shares nothing with the client would make this test pass for nothing.
    expect(shared.length).toBeGreaterThan(250);
    const missing = shared
      .filter((operation) => !called.includes(operation))
      .map(
        (operation) =>
          `${operation.operationId} (${operation.client.map((method) => method.name).join(', ')})`,
      );
    expect(missing, `Shared operations no compatibility area calls: ${missing.join('; ')}`).toEqual([]);
  });

  it('reads the client operations its check relies on, with their paths and methods', () => {
    const project = shared.find((operation) => operation.operationId === 'getProject');
    expect(project?.client.map((method) => [method.name, method.httpMethod, method.path])).toEqual([
      ['ProjectMainCallsApi.getProject', 'GET', '/project/{projectId}'],
    ]);
    const bySameShape = shared.find((operation) => operation.operationId === 'getOrganizationClusterStatus');
    expect(bySameShape?.path).toBe('/organization/{organizationId}/cluster/status');
  });
});
