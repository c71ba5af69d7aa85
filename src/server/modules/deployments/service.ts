import type {
  DeployAllRequest,
  DeploymentAction,
  DeploymentLogList,
  LogLineList,
  LogQuery,
  DeploymentRequestAccepted,
  EnvironmentMode,
  EnvironmentServiceIdsRequest,
  RebootServicesRequest,
  ServiceKind,
} from '../../../contract';
import type { Database } from '../../db/database';
import {
  deployAllTargets,
  type DeployBody,
  type Engine,
  LOG_LINES_LIMIT,
  type LogLinePage,
  type LogSource,
  overridesOf,
  type RequestOptions,
  selectedTargets,
  type TargetSelection,
} from '../../engine';
import { invalidBody, NotFoundError } from '../../domain/errors';
import type { PageWindow } from '../../domain/paging';
import { type DeploymentActivity, environmentsOfProject } from '../environments';
import type { ServiceManager } from '../services';
import { engineCall } from './errors';
import { cursorMissing, isPaged, logPageAnswer, logPageRequestOf } from './logPages';
import { logRemovedAt } from './queries';
import { requestAfterCancel } from './requests';

const EMPTY_LOG: LogLinePage = {
  lines: [],
  total: 0,
  firstPosition: 0,
  hasOlder: false,
  lastWrittenId: null,
  matchCount: 0,
  matchPositions: [],
};

/** The engine's histories always take a window: without a page asked for, one holding every row. */
const EVERY_ROW: PageWindow = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

export interface DeploymentSettings {
  /** DEPLOYMENT_LOG_RETENTION: how many finished deployments of each service keep their lines. */
  logRetention: number;
}

/** Deployment actions and what they left behind, for services, environments, projects and deployments. */
export function createDeploymentService(
  db: Database,
  engine: Engine,
  services: ServiceManager,
  settings: DeploymentSettings,
) {
  /**
   * Makes the tags a deploy names the services' own (containers', and jobs' run from an image) before the request
   * is queued: it is planned from them.
   */
  async function useImageTags(
    environmentId: string | null,
    kind: 'container' | 'job',
    targets: { id: string; image_tag?: string }[],
  ) {
    for (const { id, image_tag } of targets) {
      if (!image_tag) continue;
      const service = await services.get(kind, id);
      if (environmentId && service.environment.id !== environmentId) {
        throw new NotFoundError(`Service ${id} not found in environment ${environmentId}`);
      }
      await services.useImageTag(kind, id, image_tag);
    }
  }

  /** A part of a log as the API answers it. */
  async function logPage(source: LogSource, query: LogQuery): Promise<LogLineList> {
    const request = logPageRequestOf(query);
    const page = await engine.logPage(source, request);
    if (!page) throw cursorMissing(request);
    return logPageAnswer(page, request);
  }

  function requestTargets(environmentId: string, action: DeploymentAction, targets: TargetSelection[]) {
    if (targets.length === 0) {
      throw invalidBody([{ path: [], message: 'must name at least one service' }]);
    }
    return (options: RequestOptions) =>
      engineCall(engine.requestEnvironmentAction(environmentId, action, { ...options, targets }));
  }

  return {
    async deployService(
      kind: ServiceKind,
      serviceId: string,
      body: DeployBody | undefined,
      options: RequestOptions,
    ): Promise<DeploymentRequestAccepted> {
      if ((kind === 'container' || kind === 'job') && body?.image_tag) {
        await useImageTags(null, kind, [{ id: serviceId, image_tag: body.image_tag }]);
      }
      const overrides = overridesOf(body);
      return engineCall(engine.requestServiceAction(serviceId, 'DEPLOY', { ...options, overrides }));
    },

    serviceAction: (serviceId: string, action: DeploymentAction, options: RequestOptions) =>
      engineCall(engine.requestServiceAction(serviceId, action, options)),

    async cancelService(serviceId: string): Promise<DeploymentRequestAccepted> {
      const outcome = await engineCall(engine.cancelService(serviceId));
      return requestAfterCancel(engine, outcome.requestIds, serviceId);
    },

    serviceStatus: (serviceId: string) => engineCall(engine.serviceStatus(serviceId)),

    serviceHistory: (serviceId: string, window: PageWindow | null) =>
      engine.serviceHistory(serviceId, window ?? EVERY_ROW),

    async serviceLogs(serviceId: string, query: LogQuery): Promise<LogLineList> {
      if (isPaged(query)) return logPage({ serviceId }, query);
      return { results: await engine.serviceLogs(serviceId, query.tail ?? LOG_LINES_LIMIT) };
    },

    environmentAction: (environmentId: string, action: DeploymentAction, options: RequestOptions) =>
      engineCall(engine.requestEnvironmentAction(environmentId, action, options)),

    async deployEnvironmentServices(environmentId: string, body: DeployAllRequest, options: RequestOptions) {
      const send = requestTargets(environmentId, 'DEPLOY', deployAllTargets(body));
      await useImageTags(environmentId, 'container', body.containers ?? []);
      await useImageTags(environmentId, 'job', body.jobs ?? []);
      return send(options);
    },

    selectedServicesAction(
      environmentId: string,
      action: 'STOP' | 'RESTART',
      body: EnvironmentServiceIdsRequest | RebootServicesRequest,
      options: RequestOptions,
    ) {
      return requestTargets(environmentId, action, selectedTargets(body))(options);
    },

    async cancelEnvironment(environmentId: string): Promise<DeploymentRequestAccepted> {
      const outcome = await engineCall(engine.cancelEnvironment(environmentId));
      return requestAfterCancel(engine, outcome.requestIds);
    },

    environmentStatus: (environmentId: string) => engine.environmentStatus(environmentId),
    environmentStatuses: (environmentId: string) => engine.environmentStatuses(environmentId),

    environmentHistory: (environmentId: string, window: PageWindow | null) =>
      engine.environmentHistory(environmentId, window ?? EVERY_ROW),

    /** The lines of the environment's latest deployment, every service of it. */
    async environmentLogs(environmentId: string, query: LogQuery): Promise<LogLineList> {
      const [latest] = (await engine.environmentHistory(environmentId, { offset: 0, limit: 1 })).results;
      if (isPaged(query)) {
        if (latest) return logPage({ requestId: latest.id }, query);
        // Without a deployment the log is empty, and a cursor names none of its lines.
        const request = logPageRequestOf(query);
        if (request.kind === 'before' || request.kind === 'after') throw cursorMissing(request);
        return logPageAnswer(EMPTY_LOG, request);
      }
      return { results: latest ? await engine.requestLogs(latest.id, query.tail ?? LOG_LINES_LIMIT) : [] };
    },

    environmentQueue: (environmentId: string) => engine.environmentQueue(environmentId),

    /** Whether a deployment runs on the environment now, or requests only wait (see `EnvironmentActivity`). */
    async activityOf(environmentId: string): Promise<DeploymentActivity | null> {
      const queue = await engine.environmentQueue(environmentId);
      if (queue.some((request) => request.status === 'RUNNING')) return 'RUNNING';
      return queue.length > 0 ? 'QUEUED' : null;
    },

    /** `types`: the environment types the caller's role reads here, null for all of them. */
    async projectEnvironmentStatuses(projectId: string, types: readonly EnvironmentMode[] | null = null) {
      const environments = await environmentsOfProject(db, projectId, types);
      return Promise.all(environments.map((environment) => engine.environmentStatus(environment.id)));
    },

    async deployment(deploymentId: string) {
      const found = await engine.deployment(deploymentId);
      if (!found) throw new NotFoundError(`Deployment ${deploymentId} not found`);
      return found;
    },

    /** The deployment's lines, or, once the retention removed them, when and under which setting. */
    async deploymentLogs(deploymentId: string, query: LogQuery): Promise<DeploymentLogList> {
      const removedAt = await logRemovedAt(db, deploymentId);
      let answer: DeploymentLogList;
      if (!isPaged(query)) {
        answer = { results: await engine.deploymentLogs(deploymentId, query.tail ?? LOG_LINES_LIMIT) };
      } else if (removedAt) {
        // The lines are gone, cursors with them: every part of the log is empty.
        answer = logPageAnswer(EMPTY_LOG, logPageRequestOf(query));
      } else {
        answer = await logPage({ deploymentId }, query);
      }
      if (!removedAt) return answer;
      return {
        ...answer,
        removed_by_retention: {
          removed_at: removedAt.toISOString(),
          kept_deployments_per_service: settings.logRetention,
        },
      };
    },

    async cancelRequest(requestId: string): Promise<DeploymentRequestAccepted> {
      const outcome = await engineCall(engine.cancelRequest(requestId));
      return requestAfterCancel(engine, outcome.requestIds);
    },
  };
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
