import type { FastifyInstance } from 'fastify';
import { type AppConfig, type AppDeps, createApp } from '../app';
import type { Database } from '../db/database';
import type { RateLimitStore } from '../http/rateLimit';
import { systemRuntime, type Runtime } from '../runtime';
import { manualClock, type ManualClock } from './clock';
import { testDatabase } from './database';
import { seeder, type Seeder } from './seed';

export const testConfig: AppConfig = {
  jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
  sessionTtlSeconds: 900,
  rateLimitPerHour: 1000,
  sessionRateLimitPerHour: 10_000,
  anonymousRateLimitPerHour: 1000,
  // No console build in tests unless a test makes one.
  webDistDir: '/nonexistent/console-build',
  // Tests make the repositories they read Terraform sources from in temporary folders.
  allowLocalGitSources: true,
};

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  rateLimitStore?: RateLimitStore;
  logger?: AppDeps['logger'];
}

export interface TestApp extends Seeder {
  app: FastifyInstance;
  db: Database;
  runtime: Runtime;
  /** Drives the time the app sees (sessions, expiry, rate-limit windows). */
  clock: ManualClock;
  close(): Promise<void>;
}

/** A fresh app over the worker's shared test database, ready for `app.inject`. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await testDatabase();
  const clock = manualClock();
  const runtime: Runtime = { ...systemRuntime, clock };
  const app = await createApp({
    config: { ...testConfig, ...options.config },
    db,
    runtime,
    rateLimitStore: options.rateLimitStore,
    logger: options.logger,
  });
  await app.ready();
  return { app, db, runtime, clock, ...seeder(db, runtime), close: () => app.close() };
}
