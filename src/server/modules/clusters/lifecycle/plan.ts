import type { ClusterExecutionAction, ClusterState } from '../../../../contract';
import { type Random, seededRandom } from '../../../engine';

/** Kubernetes versions clusters run, oldest first; a new cluster gets `INSTALLED_VERSION`. */
export const KUBERNETES_VERSIONS = ['1.29', '1.30', '1.31', '1.32', '1.33'] as const;
export const INSTALLED_VERSION = '1.32';

/** The version an upgrade would move to; null at the newest one (or an unknown one). */
export function nextVersionOf(version: string | null): string | null {
  if (!version) return null;
  const index = KUBERNETES_VERSIONS.indexOf(version as (typeof KUBERNETES_VERSIONS)[number]);
  if (index < 0) return null;
  return KUBERNETES_VERSIONS[index + 1] ?? null;
}

export type StepStatus = 'PENDING' | 'RUNNING' | 'SUCCESS' | 'ERROR' | 'SKIP';

export interface ClusterStep {
  name: string;
  title: string;
  status: StepStatus;
  /** Planned length, scaled and jittered. */
  durationMs: number;
  startedAt: string | null;
  endedAt: string | null;
}

/** A failure decided when the execution is planned, so it is the same however often the server restarts. */
export interface PlannedFailure {
  step: string;
  /** The state the cluster ends in. */
  state: ClusterState;
  /** The line that says why, logged at ERROR level. */
  reason: string;
}

/** Seconds each step takes at time scale 1: an install in about half a minute, as the demo's pace. */
const stepsOf: Record<ClusterExecutionAction, [string, string, number][]> = {
  INSTALL: [
    ['CHECK_CREDENTIALS', 'Check the cloud provider credentials', 2],
    ['CREATE_NETWORK', 'Create the network', 4],
    ['CREATE_CONTROL_PLANE', 'Create the Kubernetes control plane', 10],
    ['CREATE_NODE_GROUP', 'Create the node group', 6],
    ['INSTALL_CHARTS', 'Install the platform charts', 5],
  ],
  UPGRADE: [
    ['CHECK_CREDENTIALS', 'Check the cloud provider credentials', 2],
    ['UPGRADE_CONTROL_PLANE', 'Upgrade the control plane', 10],
    ['UPGRADE_NODES', 'Replace the nodes one by one', 8],
    ['UPGRADE_CHARTS', 'Upgrade the platform charts', 4],
  ],
  STOP: [
    ['CHECK_CREDENTIALS', 'Check the cloud provider credentials', 2],
    ['SCALE_DOWN_NODES', 'Scale the nodes down to none', 5],
  ],
};

interface ActionStates {
  queued: ClusterState;
  ongoing: ClusterState;
  success: ClusterState;
  error: ClusterState;
}

export const actionStates: Record<ClusterExecutionAction, ActionStates> = {
  INSTALL: {
    queued: 'DEPLOYMENT_QUEUED',
    ongoing: 'DEPLOYING',
    success: 'DEPLOYED',
    error: 'DEPLOYMENT_ERROR',
  },
  UPGRADE: {
    queued: 'DEPLOYMENT_QUEUED',
    ongoing: 'DEPLOYING',
    success: 'DEPLOYED',
    error: 'DEPLOYMENT_ERROR',
  },
  STOP: { queued: 'STOP_QUEUED', ongoing: 'STOPPING', success: 'STOPPED', error: 'STOP_ERROR' },
};

/** The steps of an action, each with its length at `timeScale`, jittered from the execution's seed. */
export function planSteps(action: ClusterExecutionAction, timeScale: number, random: Random): ClusterStep[] {
  return stepsOf[action].map(([name, title, seconds]) => ({
    name,
    title,
    status: 'PENDING',
    durationMs: Math.max(1, Math.round(seconds * 1000 * timeScale * (0.8 + random() * 0.4))),
    startedAt: null,
    endedAt: null,
  }));
}

export const randomOf = (seed: string, executionId: string, salt: string): Random =>
  seededRandom(seed, executionId, salt);

/** What the credentials and the cluster's name say will go wrong, if anything (see the table in docs/resources.md). */
export function plannedFailure(
  action: ClusterExecutionAction,
  clusterName: string,
  credentials: { name: string; rejected: boolean; providerLabel: string } | null,
): PlannedFailure | null {
  if (credentials?.rejected) {
    return {
      step: 'CHECK_CREDENTIALS',
      state: 'INVALID_CREDENTIALS',
      reason:
        `${credentials.providerLabel} rejected the credentials "${credentials.name}": ` +
        'the access key or secret is not valid (update the credentials, then install again)',
    };
  }
  if (action === 'STOP' && clusterName.includes('fail-stop')) {
    return {
      step: 'SCALE_DOWN_NODES',
      state: 'STOP_ERROR',
      reason: 'Stop failed: the node group did not scale down (the name contains "fail-stop")',
    };
  }
  if (action !== 'STOP' && clusterName.includes('fail-deploy')) {
    const step = action === 'INSTALL' ? 'CREATE_NODE_GROUP' : 'UPGRADE_NODES';
    return {
      step,
      state: 'DEPLOYMENT_ERROR',
      reason: `${step} failed: nodes did not join the cluster in time (the name contains "fail-deploy")`,
    };
  }
  return null;
}
