import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import type { Store } from './database';
import { pgliteForDrizzle } from './pgliteClient';
import * as schema from './schema';
import { migrateWhenBehind } from './schemaVersion';

/**
 * Embedded PGlite on a folder, or in memory from `snapshot` (a dump of a migrated database) or empty. One process
 * holds an embedded database (the data folder's lock): nothing else migrates it meanwhile.
 */
export async function openPglite(
  migrationsFolder: string,
  dataDir: string | undefined,
  snapshot?: Blob,
): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = pgliteForDrizzle(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzle({ client, schema });
  try {
    await migrateWhenBehind(
      (text) => client.query(text),
      migrationsFolder,
      () => migrate(db, { migrationsFolder }),
    );
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    location: dataDir ?? 'memory',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
