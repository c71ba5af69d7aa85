import type { ServiceDeployment } from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { versionText } from './format';

/** How many of a service's deployments its durations chart shows. */
export const DURATIONS_SHOWN = 30;

export interface DurationBar {
  deployment: ServiceDeployment;
  seconds: number;
  failed: boolean;
  /** Commit (or image tag, chart version) and state, in words. */
  version: string;
  state: string;
}

/**
 * A service's finished deployments, oldest first (time runs left to right), at most the last `limit`: one bar each,
 * failures marked. Deployments still running have no duration yet and are left out.
 */
export function durationBars(
  newestFirst: readonly ServiceDeployment[],
  limit = DURATIONS_SHOWN,
): DurationBar[] {
  return newestFirst
    .filter((deployment) => deployment.total_duration_sec !== null)
    .slice(0, limit)
    .reverse()
    .map((deployment) => ({
      deployment,
      seconds: deployment.total_duration_sec ?? 0,
      failed: serviceStates[deployment.state].tone === 'error',
      version: versionText(deployment.version),
      state: serviceStates[deployment.state].label,
    }));
}
