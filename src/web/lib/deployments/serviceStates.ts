import type { ServiceState } from '../../../contract';
import type { StatusLook } from '../../ui/status/StatusChip';

/** Whether a state waits its turn, is under way, or has settled (nothing more will happen by itself). */
export type StatePhase = 'queued' | 'running' | 'settled';

export interface ServiceStateLook extends StatusLook {
  phase: StatePhase;
}

/**
 * How every state of a service or environment reads, and what it means for polling and for the actions allowed.
 * Typed over the whole enum, so a state added to the contract fails to compile here until it is described.
 */
export const serviceStates: Record<ServiceState, ServiceStateLook> = {
  READY: { label: 'Not deployed', tone: 'neutral', icon: 'idle', phase: 'settled' },
  QUEUED: { label: 'Queued', tone: 'queued', icon: 'queued', phase: 'queued' },
  DEPLOYMENT_QUEUED: { label: 'Waiting for its stage', tone: 'queued', icon: 'queued', phase: 'queued' },
  BUILDING: { label: 'Building', tone: 'progress', icon: 'running', phase: 'running' },
  DEPLOYING: { label: 'Deploying', tone: 'progress', icon: 'running', phase: 'running' },
  EXECUTING: { label: 'Executing', tone: 'progress', icon: 'running', phase: 'running' },
  RECAP: { label: 'Finishing', tone: 'progress', icon: 'running', phase: 'running' },
  DEPLOYED: { label: 'Deployed', tone: 'success', icon: 'success', phase: 'settled' },
  BUILD_ERROR: { label: 'Build failed', tone: 'error', icon: 'error', phase: 'settled' },
  DEPLOYMENT_ERROR: { label: 'Deploy failed', tone: 'error', icon: 'error', phase: 'settled' },
  CANCELING: { label: 'Canceling', tone: 'progress', icon: 'running', phase: 'running' },
  CANCELED: { label: 'Canceled', tone: 'neutral', icon: 'canceled', phase: 'settled' },
  STOP_QUEUED: { label: 'Stop queued', tone: 'queued', icon: 'queued', phase: 'queued' },
  WAITING_STOPPING: { label: 'Waiting to stop', tone: 'queued', icon: 'queued', phase: 'queued' },
  STOPPING: { label: 'Stopping', tone: 'progress', icon: 'running', phase: 'running' },
  STOPPED: { label: 'Stopped', tone: 'neutral', icon: 'stopped', phase: 'settled' },
  STOP_ERROR: { label: 'Stop failed', tone: 'error', icon: 'error', phase: 'settled' },
  RESTART_QUEUED: { label: 'Restart queued', tone: 'queued', icon: 'queued', phase: 'queued' },
  WAITING_RESTARTING: { label: 'Waiting to restart', tone: 'queued', icon: 'queued', phase: 'queued' },
  RESTARTING: { label: 'Restarting', tone: 'progress', icon: 'running', phase: 'running' },
  RESTARTED: { label: 'Restarted', tone: 'success', icon: 'success', phase: 'settled' },
  RESTART_ERROR: { label: 'Restart failed', tone: 'error', icon: 'error', phase: 'settled' },
  DELETE_QUEUED: { label: 'Uninstall queued', tone: 'queued', icon: 'queued', phase: 'queued' },
  WAITING_DELETING: { label: 'Waiting to uninstall', tone: 'queued', icon: 'queued', phase: 'queued' },
  DELETING: { label: 'Uninstalling', tone: 'progress', icon: 'running', phase: 'running' },
  // A service that is gone for good leaves the lists; one still shown was uninstalled.
  DELETED: { label: 'Uninstalled', tone: 'neutral', icon: 'deleted', phase: 'settled' },
  DELETE_ERROR: { label: 'Uninstall failed', tone: 'error', icon: 'error', phase: 'settled' },
  WAITING_RUNNING: { label: 'Waiting to run', tone: 'queued', icon: 'queued', phase: 'queued' },
  UNAVAILABLE: { label: 'Unavailable', tone: 'warning', icon: 'warning', phase: 'settled' },
};

/** Something is queued or under way: statuses are worth asking for often. */
export function isInFlight(state: ServiceState): boolean {
  return serviceStates[state].phase !== 'settled';
}
