import type { DeploymentAction, DeploymentOrigin } from '../../contract/deployments';
import { isAllowed } from './plan';
import type { DeployOverrides, RequestTarget } from './records';
import type { ServiceDirectory, ServiceSnapshot } from './snapshot';
import type { NewRequest } from './store';

export type EngineErrorCode = 'NOT_FOUND' | 'ACTION_NOT_ALLOWED' | 'NOTHING_TO_CANCEL';

/** A refusal the routes turn into a response: 404, 400 and 409 respectively. */
export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Versions pinned by the call (git commit, image tag, chart version, terraform action). */
  overrides?: DeployOverrides;
  origin?: DeploymentOrigin;
  /** Who asked: a user or token id, shown in the history. */
  triggeredBy?: string | null;
}

export interface TargetSelection {
  serviceId: string;
  overrides?: DeployOverrides;
}

export interface EnvironmentRequestOptions extends RequestOptions {
  /** Some services only; left out, every service of the environment that allows the action. */
  targets?: TargetSelection[];
}

interface Making {
  newId: () => string;
  now: Date;
}

/** "restart is not available for a terraform service": the action and the type, as people call them. */
function notAvailable(service: ServiceSnapshot, action: DeploymentAction, named = false): EngineError {
  const where = named ? ` (${service.name})` : '';
  return new EngineError(
    'ACTION_NOT_ALLOWED',
    `${action.toLowerCase()} is not available for a ${service.type.toLowerCase()} service${where}`,
  );
}

function base(
  owner: { id: string; projectId: string; organizationId: string },
  action: DeploymentAction,
  targets: RequestTarget[],
  options: RequestOptions,
  making: Making,
  chosenServices: boolean,
): NewRequest {
  return {
    id: making.newId(),
    organizationId: owner.organizationId,
    projectId: owner.projectId,
    environmentId: owner.id,
    scope: 'ENVIRONMENT',
    action,
    targets,
    origin: options.origin ?? 'API',
    triggeredBy: options.triggeredBy ?? null,
    status: 'QUEUED',
    createdAt: making.now,
    startedAt: null,
    endedAt: null,
    stages: null,
    stageIndex: 0,
    cancelRequested: false,
    outcome: null,
    reason: null,
    chosenServices,
    revision: 0,
  };
}

export async function serviceRequest(
  directory: ServiceDirectory,
  serviceId: string,
  action: DeploymentAction,
  options: RequestOptions,
  making: Making,
): Promise<NewRequest> {
  const service = await directory.getService(serviceId);
  if (!service) throw new EngineError('NOT_FOUND', `Service ${serviceId} not found`);
  if (!isAllowed(service.type, action)) throw notAvailable(service, action);
  const owner = {
    id: service.environmentId,
    projectId: service.projectId,
    organizationId: service.organizationId,
  };
  // The directory's spelling of the id, whatever the caller's: the run matches its services by it.
  const target = { serviceId: service.id, serviceType: service.type, overrides: options.overrides ?? {} };
  return { ...base(owner, action, [target], options, making, true), scope: 'SERVICE' };
}

export async function environmentRequest(
  directory: ServiceDirectory,
  environmentId: string,
  action: DeploymentAction,
  options: EnvironmentRequestOptions,
  making: Making,
): Promise<NewRequest> {
  const environment = await directory.getEnvironment(environmentId);
  if (!environment) throw new EngineError('NOT_FOUND', `Environment ${environmentId} not found`);
  const services = await directory.listEnvironmentServices(environmentId);
  let targets: RequestTarget[];
  if (options.targets) {
    const byId = new Map(services.map((service) => [service.id, service]));
    targets = options.targets.map((selection) => {
      const service = byId.get(selection.serviceId);
      if (!service) {
        throw new EngineError(
          'NOT_FOUND',
          `Service ${selection.serviceId} not found in environment ${environmentId}`,
        );
      }
      if (!isAllowed(service.type, action)) throw notAvailable(service, action, true);
      return { serviceId: service.id, serviceType: service.type, overrides: selection.overrides ?? {} };
    });
  } else {
    targets = services
      .filter((service) => isAllowed(service.type, action))
      .map((service) => ({ serviceId: service.id, serviceType: service.type, overrides: {} }));
  }
  return base(environment, action, targets, options, making, options.targets !== undefined);
}
