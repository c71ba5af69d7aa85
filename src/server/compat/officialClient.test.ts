import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatAreas } from './testing/areas';
import { clientCallsIn, reachedBy } from './testing/sharedOperations';
import { type CompatWorld, compatWorld } from './testing/world';

// The official client against the real app: every area of the suite (testing/areas/) over one world, seeded
// once. The suite first checks that its areas together call every operation our OpenAPI document shares with the
// client; each area then ends by checking that every operation it calls answered it with a success at least once.

let world: CompatWorld;
beforeAll(async () => {
  world = await compatWorld();
}, 120_000);
afterAll(() => world.close());

describe('the compatibility suite', () => {
  it('calls every operation our OpenAPI document shares with the official client', () => {
    const { shared } = world;
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
    const { shared } = world;
    const project = shared.find((operation) => operation.operationId === 'getProject');
    expect(project?.client.map((method) => [method.name, method.httpMethod, method.path])).toEqual([
      ['ProjectMainCallsApi.getProject', 'GET', '/project/{projectId}'],
    ]);
    const bySameShape = shared.find((operation) => operation.operationId === 'getOrganizationClusterStatus');
    expect(bySameShape?.path).toBe('/organization/{organizationId}/cluster/status');
  });
});

for (const area of compatAreas) {
  describe(area.title, () => {
    beforeAll(() => world.beginArea(area.file));
    area.tests(() => world);
    it('called every operation it names, each answered with a success at least once', () => {
      world.expectEachCalledOperationAnswered(area.file);
    });
  });
}
