import type { EnvironmentStatusesWithStages, StageStatus } from '../../../../contract';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import type { StatusLook } from '../../../ui/status/StatusChip';

/** How each state of a stage reads; typed over the whole enum, so a new state fails to compile until described. */
export const stageStates: Record<StageStatus, StatusLook> = {
  QUEUED: { label: 'Queued', tone: 'queued', icon: 'queued' },
  ONGOING: { label: 'Ongoing', tone: 'progress', icon: 'running' },
  DONE: { label: 'Done', tone: 'success', icon: 'success' },
  ERROR: { label: 'Error', tone: 'error', icon: 'error' },
  SKIPPED: { label: 'Skipped', tone: 'neutral', icon: 'idle' },
  CANCELED: { label: 'Canceled', tone: 'neutral', icon: 'canceled' },
};

/** Something in the live view waits or runs: worth asking again soon. */
export function liveInFlight(live: EnvironmentStatusesWithStages | undefined): boolean {
  if (!live) return false;
  if (isInFlight(live.environment.state)) return true;
  return live.stages.some(
    ({ stage, ...groups }) =>
      stage.status === 'QUEUED' ||
      stage.status === 'ONGOING' ||
      Object.values(groups)
        .flat()
        .some((status) => isInFlight(status.state) || status.deployment_requests_count > 0),
  );
}
