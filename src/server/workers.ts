import type { Database, Transaction } from './db/database';
import { createEngine, type Engine, type EngineTimers, type OutboxEvent } from './engine';
import { type ProgressHooks, sqlDeploymentStore } from './engine/sql/sqlStore';
import { type ClusterRunner, createClusterRunner } from './modules/clusters';
import { stageOrdering } from './modules/deploymentStages';
import { createScheduleRunner, engineQueue, type ScheduleRunner } from './modules/deploymentRules';
import { eventPlaces, serviceDirectory } from './modules/deployments';
import { deleteServicesById } from './modules/services';
import { createPruner, type Pruner } from './retention/pruner';
import { pruneTasks, type RetentionSettings } from './retention/tasks';
import type { Runtime } from './runtime';
import {
  createWebhookDispatcher,
  deliveriesFor,
  type WebhookDispatcher,
  type WebhookEvent,
  type WebhookStore,
  type WebhookTransport,
} from './webhooks';
import type { SecretBox } from './modules/secrets';
import { sqlWebhookStore } from './webhooks/sql/sqlStore';

export interface WorkerOptions {
  db: Database;
  runtime: Runtime;
  /** ENGINE_TIME_SCALE: every engine duration and every wait between webhook attempts. */
  timeScale: number;
  /** How both wait between passes: the system's timers unless tests drive them. */
  timers?: EngineTimers;
  /** How webhook attempts are sent (under the server's outbound policy). */
  webhookTransport: WebhookTransport;
  /** The installation's secret box: webhook signing secrets and secret variables are sealed with it. */
  secrets: SecretBox;
  /** How long webhook deliveries and deployment logs are kept. */
  retention: RetentionSettings;
  /** Where a failed background pass is reported; each carries on with the next one. */
  onError(source: 'engine' | 'clusters' | 'schedules' | 'webhooks' | 'retention', error: unknown): void;
}

/**
 * What runs beside the API: the deployment engine, the dispatcher that tells webhooks what it did, and the
 * pruner that keeps what they leave behind from piling up.
 */
export interface Workers {
  engine: Engine;
  /** Installs, upgrades and stops clusters, on the engine's driver. */
  clusterRunner: ClusterRunner;
  /** Starts and stops environments at their deployment rule's times. */
  schedules: ScheduleRunner;
  webhooks: WebhookDispatcher;
  webhookStore: WebhookStore;
  pruner: Pruner;
  /** Resumes what a previous process left under way, then runs each on its timers. */
  start(): Promise<void>;
  /** Waits for passes under way to end. */
  stop(): Promise<void>;
}

/**
 * The engine's events become webhook deliveries in the transaction that records the state they announce, so a
 * change is never announced without having happened, nor lost when the process dies just after it. The event's
 * id is the webhook event's: writing it twice delivers it once.
 */
function eventPublisher(runtime: Runtime, secrets: SecretBox) {
  return async (tx: Transaction, events: OutboxEvent[]): Promise<void> => {
    const places = await eventPlaces(tx, [...new Set(events.map((event) => event.payload.environment_id))]);
    const outbox = sqlWebhookStore(tx, secrets);
    for (const event of events) {
      const place = places.get(event.payload.environment_id);
      // The environment was deleted with its deployments: there is nothing left to announce.
      if (!place) continue;
      const webhookEvent: WebhookEvent = {
        id: event.id,
        organizationId: event.organizationId,
        type: event.type,
        occurredAt: event.createdAt,
        payload: { ...event.payload, ...place },
      };
      const webhooks = await outbox.webhooksMatching(webhookEvent);
      await outbox.enqueue(deliveriesFor(webhookEvent, webhooks, runtime.clock.now(), runtime.newId));
    }
  };
}

export function createWorkers(options: WorkerOptions): Workers {
  const { db, runtime, timeScale, timers } = options;
  const webhookStore = sqlWebhookStore(db, options.secrets);
  const webhooks = createWebhookDispatcher({
    store: webhookStore,
    runtime,
    timeScale,
    timers,
    transport: options.webhookTransport,
    onError: (error) => options.onError('webhooks', error),
  });
  const hooks: ProgressHooks = {
    publishEvents: eventPublisher(runtime, options.secrets),
    removeServices: (tx, serviceIds) => deleteServicesById(tx, serviceIds),
    afterPublish: () => webhooks.wake(),
  };
  const directory = serviceDirectory(db, { runtime, secrets: options.secrets });
  const engine = createEngine({
    store: sqlDeploymentStore(db, hooks),
    directory,
    ordering: stageOrdering(db),
    runtime,
    timeScale,
    timers,
    onError: (error) => options.onError('engine', error),
  });
  const clusterRunner = createClusterRunner({
    db,
    runtime,
    timers,
    onError: (error) => options.onError('clusters', error),
  });
  const schedules = createScheduleRunner({
    db,
    runtime,
    queue: engineQueue(directory, hooks, runtime),
    timers,
    onError: (error) => options.onError('schedules', error),
  });
  const pruner = createPruner({
    tasks: pruneTasks(db, options.retention),
    clock: runtime.clock,
    timers,
    onError: (task, error) =>
      options.onError('retention', new Error(`Pruning ${task} failed`, { cause: error })),
  });
  return {
    engine,
    clusterRunner,
    schedules,
    webhooks,
    webhookStore,
    pruner,
    async start() {
      await engine.start();
      clusterRunner.start();
      // A transition missed while no process ran is applied by the first pass (the latest one only).
      schedules.start();
      webhooks.start();
      pruner.start();
    },
    async stop() {
      await Promise.all([
        engine.stop(),
        clusterRunner.stop(),
        schedules.stop(),
        webhooks.stop(),
        pruner.stop(),
      ]);
    },
  };
}
