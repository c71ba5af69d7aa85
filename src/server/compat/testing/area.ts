import type { CompatWorld } from './world';

/**
 * One family of operations the compatibility suite calls through the official client. The suite builds one world
 * for every area (`officialClient.test.ts`): an area makes records of its own, under names of its own, rather than
 * counting on a fresh seed or on another area having run.
 */
export interface CompatArea {
  /** What its tests are about: "clusters through the official client". */
  title: string;
  /** The area's file: the client calls it names are what its own check and the coverage test read. */
  file: string;
  /** Declares the area's tests; `world()` is the suite's world, once built. */
  tests(world: () => CompatWorld): void;
}
