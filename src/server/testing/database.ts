import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openStore, type StoreLocation } from '../db/connection';
import type { Database, Store } from '../db/database';

let shared: Promise<Store> | undefined;

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
export async function testDatabase(): Promise<Database> {
  shared ??= openTestStore();
  return (await shared).db;
}

/**
 * Closes the test file's database (setup.ts does so after each file). The server tests' worker runs one file
 * after another in the same module graph, so without this the next file would find this one's rows, and its
 * deployments and webhook deliveries waiting for the engine.
 */
export async function closeTestDatabase(): Promise<void> {
  const opened = shared;
  shared = undefined;
  // A file whose database failed to open has failed already; there is nothing to close.
  const store = await opened?.catch(() => undefined);
  await store?.close();
}
