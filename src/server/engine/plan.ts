import type {
  DeploymentAction,
  ServiceAction,
  ServiceState,
  ServiceStepName,
  ServiceSubAction,
} from '../../contract/deployments';
import type { ServiceType } from '../../contract/services/common';
import type { DeployOverrides } from './records';
import type { ServiceSnapshot } from './snapshot';

/** What each type of service can be asked (the public API's per-service action matrix). */
export const actionMatrix: Record<ServiceType, readonly DeploymentAction[]> = {
  APPLICATION: ['DEPLOY', 'REDEPLOY', 'STOP', 'RESTART', 'UNINSTALL', 'DELETE'],
  CONTAINER: ['DEPLOY', 'REDEPLOY', 'STOP', 'RESTART', 'UNINSTALL', 'DELETE'],
  DATABASE: ['DEPLOY', 'REDEPLOY', 'STOP', 'RESTART', 'UNINSTALL', 'DELETE'],
  JOB: ['DEPLOY', 'REDEPLOY', 'STOP', 'UNINSTALL', 'DELETE'],
  HELM: ['DEPLOY', 'REDEPLOY', 'STOP', 'UNINSTALL', 'DELETE'],
  TERRAFORM: ['DEPLOY', 'REDEPLOY', 'UNINSTALL', 'DELETE'],
};

export function isAllowed(type: ServiceType, action: DeploymentAction): boolean {
  return actionMatrix[type].includes(action);
}

export function isDeploy(action: DeploymentAction): boolean {
  return action === 'DEPLOY' || action === 'REDEPLOY';
}

interface ActionStates {
  /** While the request waits in the environment's queue. */
  queued: ServiceState;
  /** Once the request runs, while the service waits for its stage. */
  waiting: ServiceState;
  /** While a step runs, unless the step says otherwise. */
  ongoing: ServiceState;
  success: ServiceState;
  error: ServiceState;
  statusAction: ServiceAction;
}

const states: Record<DeploymentAction, ActionStates> = {
  DEPLOY: {
    queued: 'QUEUED',
    waiting: 'DEPLOYMENT_QUEUED',
    ongoing: 'DEPLOYING',
    success: 'DEPLOYED',
    error: 'DEPLOYMENT_ERROR',
    statusAction: 'DEPLOY',
  },
  REDEPLOY: {
    queued: 'QUEUED',
    waiting: 'DEPLOYMENT_QUEUED',
    ongoing: 'DEPLOYING',
    success: 'DEPLOYED',
    error: 'DEPLOYMENT_ERROR',
    statusAction: 'DEPLOY',
  },
  STOP: {
    queued: 'STOP_QUEUED',
    waiting: 'STOP_QUEUED',
    ongoing: 'STOPPING',
    success: 'STOPPED',
    error: 'STOP_ERROR',
    statusAction: 'STOP',
  },
  RESTART: {
    queued: 'RESTART_QUEUED',
    waiting: 'RESTART_QUEUED',
    ongoing: 'RESTARTING',
    success: 'RESTARTED',
    error: 'RESTART_ERROR',
    statusAction: 'RESTART',
  },
  UNINSTALL: {
    queued: 'DELETE_QUEUED',
    waiting: 'DELETE_QUEUED',
    ongoing: 'DELETING',
    success: 'DELETED',
    error: 'DELETE_ERROR',
    statusAction: 'DELETE',
  },
  DELETE: {
    queued: 'DELETE_QUEUED',
    waiting: 'DELETE_QUEUED',
    ongoing: 'DELETING',
    success: 'DELETED',
    error: 'DELETE_ERROR',
    statusAction: 'DELETE',
  },
};

export const queuedState = (action: DeploymentAction) => states[action].queued;
export const waitingState = (action: DeploymentAction) => states[action].waiting;
export const successState = (action: DeploymentAction) => states[action].success;
export const statusActionOf = (action: DeploymentAction) => states[action].statusAction;

/** A deploy that fails while building is a BUILD_ERROR; anything later is a DEPLOYMENT_ERROR. */
export function errorState(action: DeploymentAction, phase: ServiceState): ServiceState {
  return isDeploy(action) && phase === 'BUILDING' ? 'BUILD_ERROR' : states[action].error;
}

export function subActionOf(
  type: ServiceType,
  action: DeploymentAction,
  overrides: DeployOverrides,
): ServiceSubAction {
  if (type !== 'TERRAFORM') return 'NONE';
  if (!isDeploy(action)) return 'TERRAFORM_DESTROY';
  switch (overrides.terraformAction) {
    case 'PLAN':
      return 'TERRAFORM_PLAN_ONLY';
    case 'FORCE_UNLOCK':
      return 'TERRAFORM_FORCE_UNLOCK_STATE';
    case 'MIGRATE_STATE':
      return 'TERRAFORM_MIGRATE_STATE';
    default:
      return 'TERRAFORM_PLAN_AND_APPLY';
  }
}

export interface PlannedStep {
  name: ServiceStepName;
  phase: ServiceState;
}

const step = (name: ServiceStepName, phase: ServiceState): PlannedStep => ({ name, phase });

function buildSteps(snapshot: ServiceSnapshot): PlannedStep[] {
  switch (snapshot.source.kind) {
    case 'git':
      return (['REGISTRY_CREATE_REPOSITORY', 'GIT_CLONE', 'BUILD_QUEUEING', 'BUILD'] as const).map((name) =>
        step(name, 'BUILDING'),
      );
    case 'image':
      return [step('REGISTRY_CREATE_REPOSITORY', 'BUILDING'), step('MIRROR_IMAGE', 'BUILDING')];
    default:
      return [];
  }
}

function routerSteps(snapshot: ServiceSnapshot): PlannedStep[] {
  const exposed = snapshot.ports.some((port) => port.publiclyAccessible);
  return exposed ? [step('ROUTER_DEPLOYMENT', 'DEPLOYING')] : [];
}

function deploySteps(snapshot: ServiceSnapshot, overrides: DeployOverrides): PlannedStep[] {
  const rollout = [step('DEPLOYMENT_QUEUEING', 'DEPLOYING'), step('DEPLOYMENT', 'DEPLOYING')];
  switch (snapshot.type) {
    case 'APPLICATION':
    case 'CONTAINER':
      return [...buildSteps(snapshot), ...rollout, ...routerSteps(snapshot)];
    case 'DATABASE':
      return rollout;
    case 'JOB': {
      const runsOnStart = snapshot.job?.jobType === 'LIFECYCLE' && snapshot.job.onStart;
      const last = runsOnStart ? step('EXECUTING', 'EXECUTING') : step('DEPLOYMENT', 'DEPLOYING');
      return [...buildSteps(snapshot), step('DEPLOYMENT_QUEUEING', 'DEPLOYING'), last];
    }
    case 'HELM': {
      const clone = snapshot.source.kind === 'git' ? [step('GIT_CLONE', 'BUILDING')] : [];
      return [...clone, ...rollout, ...routerSteps(snapshot)];
    }
    case 'TERRAFORM': {
      const apply = step('EXECUTING', 'DEPLOYING');
      const stateOnly =
        overrides.terraformAction === 'FORCE_UNLOCK' || overrides.terraformAction === 'MIGRATE_STATE';
      if (stateOnly) return [step('GIT_CLONE', 'BUILDING'), apply];
      return [...buildSteps(snapshot).slice(1), step('DEPLOYMENT_QUEUEING', 'DEPLOYING'), apply];
    }
  }
}

function otherSteps(snapshot: ServiceSnapshot, action: DeploymentAction): PlannedStep[] {
  const phase = states[action].ongoing;
  const lifecycle = snapshot.job?.jobType === 'LIFECYCLE' ? snapshot.job : null;
  const queueing = step('DEPLOYMENT_QUEUEING', phase);
  const rollout = step('DEPLOYMENT', phase);
  const execute = step('EXECUTING', 'EXECUTING');
  if (action === 'STOP' && lifecycle?.onStop) return [queueing, execute];
  if (action === 'UNINSTALL' || action === 'DELETE') {
    if (lifecycle?.onDelete) return [queueing, execute, rollout];
    if (snapshot.type === 'TERRAFORM') return [step('GIT_CLONE', phase), queueing, step('EXECUTING', phase)];
  }
  return [queueing, rollout];
}

/** The steps one service goes through for an action, each with the state it shows meanwhile. */
export function planSteps(
  snapshot: ServiceSnapshot,
  action: DeploymentAction,
  overrides: DeployOverrides,
): PlannedStep[] {
  return isDeploy(action) ? deploySteps(snapshot, overrides) : otherSteps(snapshot, action);
}
