import type { DeploymentLogList, DeploymentRequestAccepted, LogQuery } from '../../../contract';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../domain/errors';
import { type Engine, LOG_LINES_LIMIT } from '../../engine';
import type { ServiceManager } from '../services';
import { withDeps } from '../shared/withDeps';
import { type DeploymentDeps, type DeploymentSettings, logPage } from './deps';
import {
  activityOf,
  cancelEnvironment,
  deployEnvironmentServices,
  EMPTY_LOG,
  environmentAction,
  environmentHistory,
  environmentLogs,
  environmentQueue,
  environmentStatus,
  environmentStatuses,
  projectEnvironmentStatuses,
  selectedServicesAction,
} from './environmentActions';
import { engineCall } from './errors';
import { isPaged, logPageAnswer, logPageRequestOf } from './logPages';
import { logRemovedAt } from './queries';
import { requestAfterCancel } from './requests';
import {
  cancelService,
  deployService,
  serviceAction,
  serviceHistory,
  serviceLogs,
  serviceStatus,
} from './serviceActions';

export type { DeploymentSettings } from './deps';

export async function deployment({ engine }: DeploymentDeps, deploymentId: string) {
  const found = await engine.deployment(deploymentId);
  if (!found) throw new NotFoundError(`Deployment ${deploymentId} not found`);
  return found;
}

/** The deployment's lines, or, once the retention removed them, when and under which setting. */
export async function deploymentLogs(
  { db, engine, settings }: DeploymentDeps,
  deploymentId: string,
  query: LogQuery,
): Promise<DeploymentLogList> {
  const removedAt = await logRemovedAt(db, deploymentId);
  let answer: DeploymentLogList;
  if (!isPaged(query)) {
    answer = { results: await engine.deploymentLogs(deploymentId, query.tail ?? LOG_LINES_LIMIT) };
  } else if (removedAt) {
    // The lines are gone, cursors with them: every part of the log is empty.
    answer = logPageAnswer(EMPTY_LOG, logPageRequestOf(query));
  } else {
    answer = await logPage(engine, { deploymentId }, query);
  }
  if (!removedAt) return answer;
  return {
    ...answer,
    removed_by_retention: {
      removed_at: removedAt.toISOString(),
      kept_deployments_per_service: settings.logRetention,
    },
  };
}

export async function cancelRequest(
  { engine }: DeploymentDeps,
  requestId: string,
): Promise<DeploymentRequestAccepted> {
  const outcome = await engineCall(engine.cancelRequest(requestId));
  return requestAfterCancel(engine, outcome.requestIds);
}

/**
 * Deployment actions and what they left behind, for services, environments, projects and deployments: those of a
 * service in `serviceActions.ts`, of an environment (and a project's environments) in `environmentActions.ts`.
 */
export function createDeploymentService(
  db: Database,
  engine: Engine,
  services: ServiceManager,
  settings: DeploymentSettings,
) {
  const deps: DeploymentDeps = { db, engine, services, settings };
  return {
    deployService: withDeps(deps, deployService),
    serviceAction: withDeps(deps, serviceAction),
    cancelService: withDeps(deps, cancelService),
    serviceStatus: withDeps(deps, serviceStatus),
    serviceHistory: withDeps(deps, serviceHistory),
    serviceLogs: withDeps(deps, serviceLogs),
    environmentAction: withDeps(deps, environmentAction),
    deployEnvironmentServices: withDeps(deps, deployEnvironmentServices),
    selectedServicesAction: withDeps(deps, selectedServicesAction),
    cancelEnvironment: withDeps(deps, cancelEnvironment),
    environmentStatus: withDeps(deps, environmentStatus),
    environmentStatuses: withDeps(deps, environmentStatuses),
    environmentHistory: withDeps(deps, environmentHistory),
    environmentLogs: withDeps(deps, environmentLogs),
    environmentQueue: withDeps(deps, environmentQueue),
    activityOf: withDeps(deps, activityOf),
    projectEnvironmentStatuses: withDeps(deps, projectEnvironmentStatuses),
    deployment: withDeps(deps, deployment),
    deploymentLogs: withDeps(deps, deploymentLogs),
    cancelRequest: withDeps(deps, cancelRequest),
  };
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
