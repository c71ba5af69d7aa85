export type { CancelOutcome, Engine, EngineOptions, RecoveryReport } from './api';
export { createEngine } from './engine';
export { createDriver, type Driver, type EngineTimers, systemTimers } from './driver';
export { between, pick, type Random, seededRandom } from './random';
export { type SimulatedCommit, simulatedHead, simulatedHistory } from './gitHistory';
export { FAIL_BUILD, FAIL_DEPLOY } from './failures';
export {
  defaultOrdering,
  isTearDown,
  type OrderedGroup,
  type OrderingRequest,
  type ServiceOrdering,
} from './ordering';
export { actionMatrix, isAllowed } from './plan';
export { LOG_LINES_LIMIT, type EngineQueries, type LogLinePage, type LogSource } from './queries';
export type * from './records';
export { deployAllTargets, type DeployBody, overridesOf, selectedTargets } from './requestBodies';
export {
  EngineError,
  environmentRequest,
  type EngineErrorCode,
  type EnvironmentRequestOptions,
  type RequestOptions,
  type TargetSelection,
} from './requests';
export { configVersionOf } from './configVersion';
export {
  defaultFileExists,
  type DeployedVariable,
  type EnvironmentOwner,
  type FileExistsProbe,
  type ServiceConfiguration,
  type ServiceDirectory,
  type ServiceSnapshot,
  snapshotFromService,
} from './snapshot';
export type {
  DeployedService,
  DeploymentFilter,
  DeploymentStore,
  LogFilter,
  LogPage,
  LogPageRequest,
  NewRequest,
  Page,
  Progress,
  StoredEvent,
  Window,
} from './store';
export { StaleProgressError } from './store';
export { parseTimeScale } from './timing';
