import type { DeployOverrides, DeploymentRequestRecord } from './records';
import type { NewRequest } from './store';

/**
 * A request on one service joins the one already waiting for it, rather than queue behind it, when that one asks
 * the same action of that service alone and nothing asked of the service after it: twenty deploys in a row queue
 * one, and no caller can grow the queue without bound. Only a request still QUEUED is joined (one that started is
 * left alone); the order of what the service is asked is kept, as a different action in between is never skipped.
 */
export function joinableRequest(
  active: readonly DeploymentRequestRecord[],
  request: NewRequest,
): DeploymentRequestRecord | null {
  const [target] = request.targets;
  if (request.scope !== 'SERVICE' || !target) return null;
  // Running first, then in queue order: the last one touching the service is what it was asked last.
  const last = active.filter((other) => other.targets.some((t) => t.serviceId === target.serviceId)).at(-1);
  if (!last || last.status !== 'QUEUED' || last.scope !== 'SERVICE' || last.action !== request.action)
    return null;
  return last.targets.length === 1 ? last : null;
}

/** What the joined request asks now: the versions the newest call pins over those asked before, and who asked. */
export function joinedRequest(queued: DeploymentRequestRecord, request: NewRequest): DeploymentRequestRecord {
  const pinned = (overrides: DeployOverrides) =>
    Object.fromEntries(
      Object.entries(overrides).filter(([, value]) => value !== undefined && value !== null),
    );
  return {
    ...queued,
    targets: queued.targets.map((target) => ({
      ...target,
      overrides: { ...pinned(target.overrides), ...pinned(request.targets[0]?.overrides ?? {}) },
    })),
    origin: request.origin,
    triggeredBy: request.triggeredBy,
  };
}
