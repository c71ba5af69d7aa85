import type { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { afterAll, beforeAll } from 'vitest';
import { openTestStore } from './database';
import { type TestApp, testApp } from './testApp';

export interface QueryLog {
  /** The same database as the store's, through a drizzle instance that records every statement it sends. */
  db: Database;
  /** Statements sent since the last `clear()`, in order (transactions' BEGIN and COMMIT are not among them). */
  readonly statements: readonly string[];
  /**
   * Resolves once `count` statements matching `pattern` have been sent since the last `clear()` (at once if they
   * have): a request seen reaching a given step, rather than given time to.
   */
  whenSent(pattern: RegExp, count: number): Promise<void>;
  clear(): void;
  close(): Promise<void>;
}

/** A database of its own that counts the queries the code sends, for tests that hold a request to a number. */
export async function queryLog(): Promise<QueryLog> {
  const store = await openTestStore();
  const statements: string[] = [];
  const watchers: { pattern: RegExp; count: number; resolve: () => void }[] = [];
  const sentCount = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;
  const logQuery = (query: string) => {
    statements.push(query);
    for (const watcher of watchers.filter((candidate) => sentCount(candidate.pattern) >= candidate.count)) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  // Test stores are embedded PGlite: the drizzle instance over it exposes the client to share.
  const client = (store.db as PgliteDatabase<typeof schema> & { $client: PGlite }).$client;
  const db = drizzle({ client, schema, logger: { logQuery } });
  return {
    db,
    statements,
    whenSent: (pattern, count) =>
      sentCount(pattern) >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => watchers.push({ pattern, count, resolve })),
    clear: () => statements.splice(0),
    close: () => store.close(),
  };
}

/**
 * A test app over a query log for the tests of one file: opened before them, closed after. Read `t` and `log`
 * within tests (they exist once the file's tests start).
 */
export function useLoggedTestApp(): { readonly t: TestApp; readonly log: QueryLog } {
  let opened: { t: TestApp; log: QueryLog } | undefined;
  const current = () => {
    if (!opened) throw new Error('The logged test app opens before the tests of the file');
    return opened;
  };
  beforeAll(async () => {
    const log = await queryLog();
    opened = { log, t: await testApp({ db: log.db }) };
  });
  afterAll(async () => {
    await opened?.t.close();
    await opened?.log.close();
  });
  return {
    get t() {
      return current().t;
    },
    get log() {
      return current().log;
    },
  };
}
