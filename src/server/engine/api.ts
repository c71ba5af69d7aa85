import type { DeploymentAction, DeploymentRequestAccepted } from '../../contract/deployments';
import type { Runtime } from '../runtime';
import type { EngineTimers } from './driver';
import type { ServiceOrdering } from './ordering';
import type { EngineQueries } from './queries';
import type { EnvironmentRequestOptions, RequestOptions } from './requests';
import type { FileExistsProbe, ServiceDirectory } from './snapshot';
import type { DeploymentStore } from './store';

export interface EngineOptions {
  store: DeploymentStore;
  directory: ServiceDirectory;
  runtime: Runtime;
  /** Multiplies every duration and time limit: 1 is the demo pace, 0.01 a hundred times faster. */
  timeScale?: number;
  /** Seeds log content and jitter; the same seed and ids give the same deployments. */
  seed?: string;
  ordering?: ServiceOrdering;
  fileExists?: FileExistsProbe;
  timers?: EngineTimers;
  idlePollMs?: number;
  /** Where the driver reports a pass that failed; it carries on with the next one. */
  onError?: (error: unknown) => void;
}

export interface CancelOutcome {
  /** RUNNING: what ran is CANCELING; QUEUED: the waiting requests were withdrawn. */
  phase: 'RUNNING' | 'QUEUED';
  requestIds: string[];
}

export interface RecoveryReport {
  resumed: number;
  interrupted: number;
}

export interface Engine extends EngineQueries {
  requestServiceAction(
    serviceId: string,
    action: DeploymentAction,
    options?: RequestOptions,
  ): Promise<DeploymentRequestAccepted>;
  requestEnvironmentAction(
    environmentId: string,
    action: DeploymentAction,
    options?: EnvironmentRequestOptions,
  ): Promise<DeploymentRequestAccepted>;
  cancelService(serviceId: string): Promise<CancelOutcome>;
  cancelEnvironment(environmentId: string): Promise<CancelOutcome>;
  cancelRequest(requestId: string): Promise<CancelOutcome>;
  /** Moves everything due by `now` (the clock's time by default) and starts what waits in idle queues. */
  runDue(now?: Date): Promise<void>;
  /** Reloads in-flight work after a restart: it resumes, or ends in error past its step's time limit. */
  recover(now?: Date): Promise<RecoveryReport>;
  /** Recovers, then runs passes on the timers until `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}
