import type {
  DeploymentAction,
  DeploymentRequestAccepted,
  LogLineList,
  LogQuery,
  ServiceKind,
} from '../../../contract';
import { NotFoundError } from '../../domain/errors';
import type { PageWindow } from '../../domain/paging';
import { type DeployBody, LOG_LINES_LIMIT, overridesOf, type RequestOptions } from '../../engine';
import { type DeploymentDeps, EVERY_ROW, logPage } from './deps';
import { engineCall } from './errors';
import { isPaged } from './logPages';
import { requestAfterCancel } from './requests';

/**
 * Makes the tags a deploy names the services' own (containers', and jobs' run from an image) before the request is
 * queued: it is planned from them.
 */
export async function useImageTags(
  { services }: DeploymentDeps,
  environmentId: string | null,
  kind: 'container' | 'job',
  targets: { id: string; image_tag?: string }[],
): Promise<void> {
  for (const { id, image_tag } of targets) {
    if (!image_tag) continue;
    const service = await services.get(kind, id);
    if (environmentId && service.environment.id !== environmentId) {
      throw new NotFoundError(`Service ${id} not found in environment ${environmentId}`);
    }
    await services.useImageTag(kind, id, image_tag);
  }
}

export async function deployService(
  deps: DeploymentDeps,
  kind: ServiceKind,
  serviceId: string,
  body: DeployBody | undefined,
  options: RequestOptions,
): Promise<DeploymentRequestAccepted> {
  if ((kind === 'container' || kind === 'job') && body?.image_tag) {
    await useImageTags(deps, null, kind, [{ id: serviceId, image_tag: body.image_tag }]);
  }
  const overrides = overridesOf(body);
  return engineCall(deps.engine.requestServiceAction(serviceId, 'DEPLOY', { ...options, overrides }));
}

export function serviceAction(
  { engine }: DeploymentDeps,
  serviceId: string,
  action: DeploymentAction,
  options: RequestOptions,
) {
  return engineCall(engine.requestServiceAction(serviceId, action, options));
}

export async function cancelService(
  { engine }: DeploymentDeps,
  serviceId: string,
): Promise<DeploymentRequestAccepted> {
  const outcome = await engineCall(engine.cancelService(serviceId));
  return requestAfterCancel(engine, outcome.requestIds, serviceId);
}

export function serviceStatus({ engine }: DeploymentDeps, serviceId: string) {
  return engineCall(engine.serviceStatus(serviceId));
}

export function serviceHistory({ engine }: DeploymentDeps, serviceId: string, window: PageWindow | null) {
  return engine.serviceHistory(serviceId, window ?? EVERY_ROW);
}

export async function serviceLogs(
  { engine }: DeploymentDeps,
  serviceId: string,
  query: LogQuery,
): Promise<LogLineList> {
  if (isPaged(query)) return logPage(engine, { serviceId }, query);
  return { results: await engine.serviceLogs(serviceId, query.tail ?? LOG_LINES_LIMIT) };
}
