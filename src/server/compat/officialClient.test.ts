import { afterAll, beforeAll, describe, it } from 'vitest';
import { compatAreas } from './testing/areas';
import { type CompatWorld, compatWorld } from './testing/world';

// The official client against the real app: every area of the suite (testing/areas/) over one world, seeded
// once. Each area ends by checking that every operation it calls answered it with a success at least once.

let world: CompatWorld;
beforeAll(async () => {
  world = await compatWorld();
}, 120_000);
afterAll(() => world.close());

for (const area of compatAreas) {
  describe(area.title, () => {
    beforeAll(() => world.beginArea(area.file));
    area.tests(() => world);
    it('called every operation it names, each answered with a success at least once', () => {
      world.expectEachCalledOperationAnswered(area.file);
    });
  });
}
