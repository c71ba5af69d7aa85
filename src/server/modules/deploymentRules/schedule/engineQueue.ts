import type { Transaction } from '../../../db/database';
import { environmentRequest, type ServiceDirectory } from '../../../engine';
import { type ProgressHooks, sqlDeploymentStore } from '../../../engine/sql/sqlStore';
import type { Runtime } from '../../../runtime';
import type { QueueEnvironmentAction } from './runner';

/** Who the history names for a scheduled start or stop. */
export const SCHEDULE_TRIGGER = 'deployment rule schedule';

/**
 * Starts and stops queued as any environment deploy or stop is: the engine's request for every service that allows
 * the action, at the end of the environment's queue, written in the transaction that claimed the transition. An
 * environment without such services has nothing to queue.
 */
export function engineQueue(
  directory: ServiceDirectory,
  hooks: ProgressHooks,
  runtime: Runtime,
): QueueEnvironmentAction {
  return async (environmentId, action) => {
    const request = await environmentRequest(
      directory,
      environmentId,
      action,
      { origin: 'PLATFORM_INTERNAL', triggeredBy: SCHEDULE_TRIGGER },
      { newId: runtime.newId, now: runtime.clock.now() },
    );
    if (request.targets.length === 0) return null;
    return async (tx: Transaction) => {
      await sqlDeploymentStore(tx, hooks).enqueueRequest(request);
    };
  };
}
