import { openStore } from '../db/connection';
import type { Database } from '../db/database';

let shared: Promise<Database> | undefined;

/**
 * One migrated in-memory database per test worker: PGlite takes seconds and hundreds of MB to start. Tests stay
 * apart by creating their own organizations, people and tokens (see seed.ts), never by truncating.
 */
export function testDatabase(): Promise<Database> {
  shared ??= openStore({ kind: 'memory' }).then((store) => store.db);
  return shared;
}
