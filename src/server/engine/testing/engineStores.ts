import { sql } from 'drizzle-orm';
import type { Store } from '../../db/database';
import { storeDatabases, type StoreDatabase } from '../../testing/storeDatabases';
import { storeForBlock } from '../../testing/storeForBlock';
import type { EngineOptions } from '../api';
import { sqlDeploymentStore } from '../sql/sqlStore';
import type { StoredEvent } from '../store';
import { type Harness, harness, type HarnessStore } from './fixtures';
import { seedOwners } from './sqlOwners';

export interface EngineStore {
  name: string;
  /**
   * Called in a describe block: sets up the store's database for the block (hooks of its own) and answers the
   * harness to use there, one fresh engine and empty store per call.
   */
  use(): (options?: Partial<EngineOptions>) => Harness;
}

/**
 * The SQL store with the outbox and the service removals it hands on seen by the test. They are noted as the save
 * hands them on, inside its transaction: the suites' saves do not fail once they reached that point.
 */
function observedSqlStore(store: Store): HarnessStore {
  const events: StoredEvent[] = [];
  const removed: string[] = [];
  const deploymentStore = sqlDeploymentStore(store.db, {
    publishEvents: async (_tx, published) => {
      for (const event of published) events.push({ ...event, sequence: events.length + 1 });
    },
    removeServices: async (_tx, serviceIds) => void removed.push(...serviceIds),
  });
  return { ...deploymentStore, events: () => [...events], removedServiceIds: () => [...removed] };
}

function onDatabase(database: StoreDatabase): EngineStore {
  return {
    name: `the SQL store on ${database.name}`,
    use() {
      const store = storeForBlock(database, seedOwners, sql`truncate deployment_requests cascade`);
      return (options) => harness(options, observedSqlStore(store()));
    },
  };
}

/**
 * Where the engine's behaviour suites run: the in-memory store, and the SQL store on PGlite and on the test run's
 * PostgreSQL server when it has one (as the stores' contract tests do).
 */
export function engineStores(): EngineStore[] {
  const memory: EngineStore = { name: 'the memory store', use: () => (options) => harness(options) };
  return [memory, ...storeDatabases().map(onDatabase)];
}
