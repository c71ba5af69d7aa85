import type {
  DeployAllRequest,
  DeploymentAction,
  DeploymentRequestAccepted,
  EnvironmentMode,
  EnvironmentServiceIdsRequest,
  LogLineList,
  LogQuery,
  RebootServicesRequest,
} from '../../../contract';
import { invalidBody } from '../../domain/errors';
import type { PageWindow } from '../../domain/paging';
import {
  deployAllTargets,
  type Engine,
  LOG_LINES_LIMIT,
  type LogLinePage,
  type RequestOptions,
  selectedTargets,
  type TargetSelection,
} from '../../engine';
import { type DeploymentActivity, environmentsOfProject } from '../environments';
import { type DeploymentDeps, EVERY_ROW, logPage } from './deps';
import { engineCall } from './errors';
import { cursorMissing, isPaged, logPageAnswer, logPageRequestOf } from './logPages';
import { requestAfterCancel } from './requests';
import { useImageTags } from './serviceActions';

export const EMPTY_LOG: LogLinePage = {
  lines: [],
  total: 0,
  firstPosition: 0,
  hasOlder: false,
  lastWrittenId: null,
  matchCount: 0,
  matchPositions: [],
};

function requestTargets(
  engine: Engine,
  environmentId: string,
  action: DeploymentAction,
  targets: TargetSelection[],
) {
  if (targets.length === 0) {
    throw invalidBody([{ path: [], message: 'must name at least one service' }]);
  }
  return (options: RequestOptions) =>
    engineCall(engine.requestEnvironmentAction(environmentId, action, { ...options, targets }));
}

export function environmentAction(
  { engine }: DeploymentDeps,
  environmentId: string,
  action: DeploymentAction,
  options: RequestOptions,
) {
  return engineCall(engine.requestEnvironmentAction(environmentId, action, options));
}

export async function deployEnvironmentServices(
  deps: DeploymentDeps,
  environmentId: string,
  body: DeployAllRequest,
  options: RequestOptions,
) {
  const send = requestTargets(deps.engine, environmentId, 'DEPLOY', deployAllTargets(body));
  await useImageTags(deps, environmentId, 'container', body.containers ?? []);
  await useImageTags(deps, environmentId, 'job', body.jobs ?? []);
  return send(options);
}

export function selectedServicesAction(
  { engine }: DeploymentDeps,
  environmentId: string,
  action: 'STOP' | 'RESTART',
  body: EnvironmentServiceIdsRequest | RebootServicesRequest,
  options: RequestOptions,
) {
  return requestTargets(engine, environmentId, action, selectedTargets(body))(options);
}

export async function cancelEnvironment(
  { engine }: DeploymentDeps,
  environmentId: string,
): Promise<DeploymentRequestAccepted> {
  const outcome = await engineCall(engine.cancelEnvironment(environmentId));
  return requestAfterCancel(engine, outcome.requestIds);
}

export function environmentStatus({ engine }: DeploymentDeps, environmentId: string) {
  return engine.environmentStatus(environmentId);
}

export function environmentStatuses({ engine }: DeploymentDeps, environmentId: string) {
  return engine.environmentStatuses(environmentId);
}

export function environmentHistory(
  { engine }: DeploymentDeps,
  environmentId: string,
  window: PageWindow | null,
) {
  return engine.environmentHistory(environmentId, window ?? EVERY_ROW);
}

/** The lines of the environment's latest deployment, every service of it. */
export async function environmentLogs(
  { engine }: DeploymentDeps,
  environmentId: string,
  query: LogQuery,
): Promise<LogLineList> {
  const [latest] = (await engine.environmentHistory(environmentId, { offset: 0, limit: 1 })).results;
  if (isPaged(query)) {
    if (latest) return logPage(engine, { requestId: latest.id }, query);
    // Without a deployment the log is empty, and a cursor names none of its lines.
    const request = logPageRequestOf(query);
    if (request.kind === 'before' || request.kind === 'after') throw cursorMissing(request);
    return logPageAnswer(EMPTY_LOG, request);
  }
  return { results: latest ? await engine.requestLogs(latest.id, query.tail ?? LOG_LINES_LIMIT) : [] };
}

export function environmentQueue({ engine }: DeploymentDeps, environmentId: string) {
  return engine.environmentQueue(environmentId);
}

/** Whether a deployment runs on the environment now, or requests only wait (see `EnvironmentActivity`). */
export async function activityOf(
  { engine }: DeploymentDeps,
  environmentId: string,
): Promise<DeploymentActivity | null> {
  const queue = await engine.environmentQueue(environmentId);
  if (queue.some((request) => request.status === 'RUNNING')) return 'RUNNING';
  return queue.length > 0 ? 'QUEUED' : null;
}

/** `types`: the environment types the caller's role reads here, null for all of them. */
export async function projectEnvironmentStatuses(
  { db, engine }: DeploymentDeps,
  projectId: string,
  types: readonly EnvironmentMode[] | null = null,
) {
  const environments = await environmentsOfProject(db, projectId, types);
  return Promise.all(environments.map((environment) => engine.environmentStatus(environment.id)));
}
