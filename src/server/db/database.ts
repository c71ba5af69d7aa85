import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The one drizzle type the services use, whichever driver is underneath (embedded PGlite or a PostgreSQL
 * server): both speak the same SQL dialect.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A read-write handle inside a transaction has the same query surface as the database itself. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Store {
  db: Database;
  /** Where the data lives, for the start-up banner: a folder, `memory`, or the PostgreSQL server's address. */
  location: string;
  close(): Promise<void>;
  /** A dump of an embedded database, which `openStore({ kind: 'memory', snapshot })` starts from (PGlite only). */
  snapshot?: () => Promise<Blob>;
}
