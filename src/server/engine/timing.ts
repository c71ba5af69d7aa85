import type { DeploymentAction, ServiceStepName } from '../../contract/deployments';
import type { ServiceType } from '../../contract/services/common';
import type { Random } from './random';

/**
 * Seconds each step takes at time scale 1, the pace of a demo: an application deploys in about 20 seconds,
 * a database in about 10. `ENGINE_TIME_SCALE` multiplies every duration and time limit.
 */
const baseSeconds: Record<ServiceStepName, number> = {
  REGISTRY_CREATE_REPOSITORY: 1,
  GIT_CLONE: 2,
  BUILD_QUEUEING: 1.5,
  BUILD: 9,
  MIRROR_IMAGE: 4,
  DEPLOYMENT_QUEUEING: 1,
  DEPLOYMENT: 6,
  ROUTER_DEPLOYMENT: 2,
  EXECUTING: 5,
};

const deploymentSeconds: Partial<Record<ServiceType, number>> = { DATABASE: 10, HELM: 7, JOB: 4 };
const otherActionSeconds: Partial<Record<DeploymentAction, number>> = {
  STOP: 3,
  RESTART: 5,
  UNINSTALL: 4,
  DELETE: 4,
};

/** Time limits at time scale 1, as a real platform would give each step. */
const timeoutSeconds: Record<ServiceStepName, number> = {
  REGISTRY_CREATE_REPOSITORY: 120,
  GIT_CLONE: 300,
  BUILD_QUEUEING: 600,
  BUILD: 1800,
  MIRROR_IMAGE: 600,
  DEPLOYMENT_QUEUEING: 600,
  DEPLOYMENT: 600,
  ROUTER_DEPLOYMENT: 300,
  EXECUTING: 1800,
};

const CANCEL_SECONDS = 2;

function secondsOf(step: ServiceStepName, type: ServiceType, action: DeploymentAction): number {
  if (step === 'DEPLOYMENT')
    return otherActionSeconds[action] ?? deploymentSeconds[type] ?? baseSeconds.DEPLOYMENT;
  if (step === 'EXECUTING' && type === 'TERRAFORM') return 8;
  return baseSeconds[step];
}

/** A step's length: its base, scaled, then jittered by up to a fifth either way. */
export function stepDurationMs(
  step: ServiceStepName,
  type: ServiceType,
  action: DeploymentAction,
  timeScale: number,
  random: Random,
): number {
  const jitter = 0.8 + random() * 0.4;
  return Math.max(1, Math.round(secondsOf(step, type, action) * 1000 * timeScale * jitter));
}

/** A step's time limit; the service's own limit (helm, terraform, job) wins where it has one. */
export function stepTimeoutMs(
  step: ServiceStepName,
  serviceTimeoutSec: number | null,
  timeScale: number,
  durationMs: number,
): number {
  const own = step === 'DEPLOYMENT' || step === 'EXECUTING' ? serviceTimeoutSec : null;
  const seconds = own && own > 0 ? own : timeoutSeconds[step];
  return Math.max(durationMs, Math.round(seconds * 1000 * timeScale));
}

/** How long a deployment stays CANCELING before it is CANCELED. */
export function cancelDurationMs(timeScale: number): number {
  return Math.max(1, Math.round(CANCEL_SECONDS * 1000 * timeScale));
}

export const DEFAULT_TIME_SCALE = 1;

/** Reads `ENGINE_TIME_SCALE`: 1 is the demo pace, 0.01 a hundred times faster. */
export function parseTimeScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_TIME_SCALE;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) {
    throw new Error(`ENGINE_TIME_SCALE must be a number above 0 and at most 1000, got "${value}"`);
  }
  return scale;
}
