import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore } from '../db/connection';
import type { Store } from '../db/database';

/** The PostgreSQL server of this test run (see globalSetup.ts), or undefined when there is none. */
export function postgresServerUrl(): string | undefined {
  return inject('postgresServerUrl') || undefined;
}

/** The URL of another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface PostgresTestDatabase {
  url: string;
  /** Opens the database as the server does (migrations included); each call is one more connection pool. */
  open(): Promise<Store>;
  drop(): Promise<void>;
}

/** A new, empty database on the test server, for one test file: test files never share one. */
export function freshPostgresDatabase(): Promise<PostgresTestDatabase> {
  return newDatabase('');
}

/**
 * A new database on the test server holding the migrated schema, copied from global setup's migrated template
 * (see globalSetup.ts): a copy takes a fraction of the time migrating takes. Without a template (a project
 * without that global setup) it is an empty one, which opening migrates.
 */
export function migratedPostgresDatabase(): Promise<PostgresTestDatabase> {
  const template = inject('postgresMigratedTemplate');
  return newDatabase(template ? ` TEMPLATE ${template}` : '');
}

async function newDatabase(template: string): Promise<PostgresTestDatabase> {
  const server = postgresServerUrl();
  if (!server) throw new Error('No PostgreSQL server for this test run');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${name}${template}`);
  const url = withDatabase(server, name);
  return {
    url,
    open: () => openStore({ kind: 'postgres', url }),
    drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
