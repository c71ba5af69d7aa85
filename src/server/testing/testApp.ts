import type { FastifyInstance } from 'fastify';
import { type AppConfig, type AppDeps, createApp } from '../app';
import type { Database } from '../db/database';
import type { RateLimitStore } from '../http/rateLimit';
import { systemRuntime, type Runtime } from '../runtime';
import { manualClock, type ManualClock } from './clock';
import { testDatabase } from './database';
import { seeder, type Seeder } from './seed';
import { type ManualTimers, manualTimers } from './timers';
import type { Workers } from '../workers';

export const testConfig: AppConfig = {
  jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
  sessionTtlSeconds: 900,
  rateLimitPerHour: 1000,
  sessionRateLimitPerHour: 10_000,
  anonymousRateLimitPerHour: 1000,
  changeFeedRateLimitPerHour: 10_800,
  // No console build in tests unless a test makes one.
  webDistDir: '/nonexistent/console-build',
  // Tests make the repositories they read Terraform sources from in temporary folders.
  allowLocalGitSources: true,
  // Webhook receivers and git provider stand-ins of the tests listen on loopback.
  allowPrivateWebhookTargets: true,
  allowPrivateGitApiUrls: true,
  engineTimeScale: 1,
  webhookDeliveryRetentionDays: 30,
  auditEventRetentionDays: 90,
  deploymentLogRetention: 20,
  requestTimeoutMs: 30_000,
};

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  rateLimitStore?: RateLimitStore;
  logger?: AppDeps['logger'];
  /** Where the app's clock starts; tests that check webhook signatures start it at the real time. */
  clockStart?: Date;
  /** How host names resolve (the system's resolver otherwise). */
  lookup?: AppDeps['lookup'];
  /** The certificates the app's git clones trust: a test's HTTPS stand-in (see testing/tls.ts). */
  gitCaFile?: string;
  /** The database to serve (the worker's shared embedded one otherwise), e.g. one on a PostgreSQL server. */
  db?: Database;
  /** Failed sign-ins' budgets, when a test needs them smaller than the product's. */
  signInBackOff?: AppDeps['signInBackOff'];
}

export interface TestApp extends Seeder {
  app: FastifyInstance;
  db: Database;
  runtime: Runtime;
  /** Drives the time the app sees (sessions, expiry, rate-limit windows, deployments, webhook retries). */
  clock: ManualClock;
  /** The deployment engine, the webhook dispatcher and the pruner; their timers never fire, tests move them. */
  workers: Workers;
  /** The timers the workers wait with: they fire only when a test fires them. */
  timers: ManualTimers;
  /**
   * Starts what waits now (as the engine does at once when a request comes), moves the clock on, plays every
   * deployment up to then, and sends every webhook delivery due.
   */
  advance(milliseconds: number): Promise<void>;
  close(): Promise<void>;
}

/** A fresh app over the worker's shared test database, ready for `app.inject`. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await testDatabase());
  const clock = manualClock(options.clockStart);
  const runtime: Runtime = { ...systemRuntime, clock };
  const timers = manualTimers();
  const app = await createApp({
    config: { ...testConfig, ...options.config },
    db,
    runtime,
    rateLimitStore: options.rateLimitStore,
    logger: options.logger,
    timers,
    lookup: options.lookup,
    gitCaFile: options.gitCaFile,
    signInBackOff: options.signInBackOff,
    checkAnswers: true,
  });
  await app.ready();
  const { workers } = app;
  return {
    app,
    db,
    runtime,
    clock,
    workers,
    timers,
    ...seeder(db, runtime),
    async advance(milliseconds) {
      await workers.engine.runDue();
      await workers.clusterRunner.runDue();
      clock.advance(milliseconds);
      await workers.engine.runDue();
      await workers.clusterRunner.runDue();
      await workers.webhooks.runDue();
    },
    close: () => app.close(),
  };
}
