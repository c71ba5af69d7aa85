import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openStore, type StoreLocation } from '../db/connection';
import type { Database, Store } from '../db/database';

let shared: Promise<Database> | undefined;

/**
 * Where a test's embedded database comes from: the migrated dump global setup made (see globalSetup.ts), or,
 * when a test runs without it, a new database migrated on the spot.
 */
export async function memoryLocation(): Promise<StoreLocation> {
  const file = inject('migratedDatabaseSnapshot');
  if (!file) return { kind: 'memory' };
  return { kind: 'memory', snapshot: new Blob([await readFile(file)]) };
}

/** A database of its own for a test that needs one (most share the worker's, below). */
export async function openTestStore(): Promise<Store> {
  return openStore(await memoryLocation());
}

/**
 * One migrated in-memory database per test file: PGlite takes seconds and hundreds of MB to start. Tests stay
 * apart by creating their own organizations, people and tokens (see seed.ts), never by truncating.
 */
export function testDatabase(): Promise<Database> {
  shared ??= openTestStore().then((store) => store.db);
  return shared;
}
