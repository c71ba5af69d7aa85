import type { DeploymentAction, ServiceActionStatus } from '../../../contract/deployments';
import type { DeploymentRecord, LogRecord, Run } from '../records';
import type { DeploymentStore, NewRequest } from '../store';
import { build, environmentId, organizationId, projectId } from './fixtures';

/** Records for the store contract, at fixed times of one morning. */
export const at = (second: number) => new Date(Date.UTC(2026, 0, 15, 9, 0, second));

export function request(id: string, environment = environmentId, createdAt = at(0)): NewRequest {
  return {
    id,
    organizationId,
    projectId,
    environmentId: environment,
    scope: 'SERVICE',
    action: 'DEPLOY',
    targets: [],
    origin: 'API',
    triggeredBy: null,
    status: 'QUEUED',
    createdAt,
    startedAt: null,
    endedAt: null,
    stages: null,
    stageIndex: 0,
    cancelRequested: false,
    reason: null,
    chosenServices: false,
    outcome: null,
    revision: 0,
  };
}

export function deployment(
  id: string,
  requestId: string,
  serviceId: string,
  second: number,
  action: DeploymentAction = 'DEPLOY',
  status: ServiceActionStatus = 'SUCCESS',
): DeploymentRecord {
  const snapshot = { ...build.container(), id: serviceId };
  return {
    id,
    requestId,
    serviceId,
    serviceType: 'CONTAINER',
    serviceName: snapshot.name,
    organizationId,
    projectId,
    environmentId,
    action,
    subAction: 'NONE',
    stageIndex: 0,
    stageName: 'Services',
    state: status === 'SUCCESS' ? 'DEPLOYED' : 'DEPLOYING',
    status,
    snapshot,
    version: { configVersion: `v-${id}`, branch: null, gitCommitId: null, imageTag: id, chartVersion: null },
    steps: [],
    currentStep: null,
    failure: null,
    reason: null,
    seed: id,
    createdAt: at(second),
    startedAt: at(second),
    endedAt: status === 'SUCCESS' || status === 'ERROR' ? at(second + 1) : null,
    dueAt: status === 'ONGOING' ? at(second + 5) : null,
  };
}

export function line(
  id: string,
  requestId: string,
  deploymentId: string,
  second: number,
  message: string,
): LogRecord {
  return {
    id,
    deploymentId,
    requestId,
    serviceId: deploymentId,
    environmentId,
    at: at(second),
    step: null,
    level: 'INFO',
    message,
  };
}

/** Saves a run as the engine does: revision checked and bumped. */
export async function save(store: DeploymentStore, run: Run, extra: { logs?: LogRecord[] } = {}) {
  const expectedRevision = run.request.revision;
  run.request.revision += 1;
  await store.saveProgress({
    request: run.request,
    expectedRevision,
    deployments: run.deployments,
    logs: extra.logs ?? [],
    events: [],
    removedServiceIds: [],
  });
}
