import type { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { openTestStore } from './database';

export interface QueryLog {
  /** The same database as the store's, through a drizzle instance that records every statement it sends. */
  db: Database;
  /** Statements sent since the last `clear()`, in order (transactions' BEGIN and COMMIT are not among them). */
  readonly statements: readonly string[];
  clear(): void;
  close(): Promise<void>;
}

/** A database of its own that counts the queries the code sends, for tests that hold a request to a number. */
export async function queryLog(): Promise<QueryLog> {
  const store = await openTestStore();
  const statements: string[] = [];
  // Test stores are embedded PGlite: the drizzle instance over it exposes the client to share.
  const client = (store.db as PgliteDatabase<typeof schema> & { $client: PGlite }).$client;
  const db = drizzle({ client, schema, logger: { logQuery: (query) => statements.push(query) } });
  return {
    db,
    statements,
    clear: () => statements.splice(0),
    close: () => store.close(),
  };
}
