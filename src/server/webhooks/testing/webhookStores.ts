import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Store } from '../../db/database';
import { organizations } from '../../db/schema';
import { createSecretBox } from '../../modules/secrets';
import { storeDatabases, type StoreDatabase } from '../../testing/storeDatabases';
import { storeForBlock } from '../../testing/storeForBlock';
import { sqlWebhookStore } from '../sql/sqlStore';
import { harness, organizationId, otherOrganizationId } from './harness';

type Harness = ReturnType<typeof harness>;
type HarnessOptions = Parameters<typeof harness>[0];

export interface WebhookStoreKind {
  name: string;
  /**
   * Called in a describe block: sets up the store's database for the block (hooks of its own) and answers the
   * harness to use there, one fresh dispatcher and empty store per call.
   */
  use(): (options?: HarnessOptions) => Harness;
}

/** The organizations the fixtures' webhooks belong to, which the tables' foreign keys ask for. */
export async function seedOrganizations(store: Store): Promise<void> {
  const now = new Date('2026-01-01T00:00:00.000Z');
  for (const [id, name] of [
    [organizationId, 'Webhook behaviour'],
    [otherOrganizationId, 'Another organization'],
  ] as const) {
    await store.db
      .insert(organizations)
      .values({ id, name, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  }
}

function onDatabase(database: StoreDatabase): WebhookStoreKind {
  const box = createSecretBox(randomBytes(32), randomBytes);
  return {
    name: `the SQL store on ${database.name}`,
    use() {
      const store = storeForBlock(database, seedOrganizations, sql`truncate webhooks cascade`);
      return (options) => harness(options, sqlWebhookStore(store().db, box));
    },
  };
}

/**
 * Where the dispatcher's behaviour suites run: the in-memory store, and the SQL store on PGlite and on the test
 * run's PostgreSQL server when it has one (as the stores' contract tests do).
 */
export function webhookStores(): WebhookStoreKind[] {
  const memory: WebhookStoreKind = { name: 'the memory store', use: () => (options) => harness(options) };
  return [memory, ...storeDatabases().map(onDatabase)];
}
