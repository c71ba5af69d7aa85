import type { ClusterState } from '../../../../contract';
import type { StatusLook } from '../../../ui/status/StatusChip';

const look = (label: string, tone: StatusLook['tone'], icon: StatusLook['icon']): StatusLook => ({
  label,
  tone,
  icon,
});

/** How each cluster state reads in the console. */
export const clusterStatusLooks: Record<ClusterState, StatusLook> = {
  READY: look('Not installed', 'neutral', 'idle'),
  QUEUED: look('Queued', 'queued', 'queued'),
  DEPLOYMENT_QUEUED: look('Queued', 'queued', 'queued'),
  BUILDING: look('Building', 'progress', 'running'),
  DEPLOYING: look('Installing', 'progress', 'running'),
  DEPLOYED: look('Running', 'success', 'success'),
  BUILD_ERROR: look('Build failed', 'error', 'error'),
  DEPLOYMENT_ERROR: look('Install failed', 'error', 'error'),
  INVALID_CREDENTIALS: look('Invalid credentials', 'error', 'error'),
  STOP_QUEUED: look('Stop queued', 'queued', 'queued'),
  STOPPING: look('Stopping', 'progress', 'running'),
  STOPPED: look('Stopped', 'neutral', 'stopped'),
  STOP_ERROR: look('Stop failed', 'error', 'error'),
  RESTART_QUEUED: look('Restart queued', 'queued', 'queued'),
  RESTARTING: look('Restarting', 'progress', 'running'),
  RESTARTED: look('Restarted', 'success', 'success'),
  RESTART_ERROR: look('Restart failed', 'error', 'error'),
  DELETE_QUEUED: look('Delete queued', 'queued', 'queued'),
  DELETING: look('Deleting', 'progress', 'running'),
  DELETED: look('Deleted', 'neutral', 'deleted'),
  DELETE_ERROR: look('Delete failed', 'error', 'error'),
  CANCELING: look('Canceling', 'progress', 'running'),
  CANCELED: look('Canceled', 'neutral', 'canceled'),
  DRY_RUN: look('Dry run', 'neutral', 'idle'),
};

const busyStates = new Set<ClusterState>([
  'QUEUED',
  'DEPLOYMENT_QUEUED',
  'BUILDING',
  'DEPLOYING',
  'STOP_QUEUED',
  'STOPPING',
  'RESTART_QUEUED',
  'RESTARTING',
  'DELETE_QUEUED',
  'DELETING',
  'CANCELING',
]);

/** An install, upgrade or stop is under way: the page polls, and the actions wait. */
export const isBusy = (state: ClusterState) => busyStates.has(state);

export function formatMemory(megabytes: number): string {
  return megabytes >= 1024 ? `${Math.round((megabytes / 1024) * 10) / 10} GB` : `${megabytes} MB`;
}

export function formatCpu(millicores: number): string {
  return `${Math.round(millicores / 100) / 10} vCPU`;
}

export function formatMonthly(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 0 })}/month`;
}
