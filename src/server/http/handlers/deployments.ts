import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  type LogQuery,
  type PageQuery,
  projectDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  type ServiceKind,
  serviceKindNames,
} from '../../../contract';
import type { DeployBody } from '../../engine';
import { bindHandlers, callerOf, type HandlerRegistry, type HandlersFor, organizationOf } from './bind';
import { visibleEnvironmentTypes } from '../../domain/reach';
import { roleOfCaller } from './visibility';
import type { Principal } from '../../domain/principal';
import { serviceIdOf } from './services';
import { type DeploymentService, requestOptionsOf } from '../../modules/deployments';
import { paginate, resultsOf } from '../pagination';

type KindEndpoints<K extends ServiceKind> = (typeof serviceDeploymentEndpointsByKind)[K];

/** What the handlers below read of their validated input; each reads only its part, so each endpoint's fits. */
interface OnService {
  params: unknown;
}
interface Acting extends OnService {
  principal: Principal | null;
}
interface Reading<Q> extends OnService {
  query: Q;
}

/** Every action and read of one kind; `handlersByKind` checks them against the ones its endpoints hold. */
function kindHandlers<K extends ServiceKind>(kind: K, deployments: DeploymentService) {
  const id = (params: unknown) => serviceIdOf(kind, params);
  const action =
    (name: 'REDEPLOY' | 'UNINSTALL' | 'STOP' | 'RESTART') =>
    ({ params, principal }: Acting) =>
      deployments.serviceAction(id(params), name, requestOptionsOf(callerOf({ principal })));
  return {
    deploy: ({ params, body, principal }: Acting & { body: DeployBody | undefined }) =>
      deployments.deployService(kind, id(params), body, requestOptionsOf(callerOf({ principal }))),
    redeploy: action('REDEPLOY'),
    uninstall: action('UNINSTALL'),
    stop: action('STOP'),
    restart: action('RESTART'),
    cancel: ({ params }: OnService) => deployments.cancelService(id(params)),
    status: ({ params }: OnService) => deployments.serviceStatus(id(params)),
    history: ({ params, query }: Reading<PageQuery>) =>
      paginate(query, (window) => deployments.serviceHistory(id(params), window)),
    logs: ({ params, query }: Reading<LogQuery>) => deployments.serviceLogs(id(params), query),
  };
}

type KindHandlers = { [K in ServiceKind]: HandlersFor<KindEndpoints<K>> };

/**
 * Each kind's handlers, kind by kind so that the compiler checks each against its own endpoints; a kind's group
 * holds the actions its type allows, and bindHandlers binds only the ones it names.
 */
function handlersByKind(deployments: DeploymentService): KindHandlers {
  return {
    application: kindHandlers('application', deployments),
    container: kindHandlers('container', deployments),
    database: kindHandlers('database', deployments),
    job: kindHandlers('job', deployments),
    helm: kindHandlers('helm', deployments),
    terraform: kindHandlers('terraform', deployments),
  };
}

function bindKind<K extends ServiceKind>(registry: HandlerRegistry, kind: K, handlers: KindHandlers) {
  bindHandlers(registry, serviceDeploymentEndpointsByKind[kind], handlers[kind]);
}

/** Deployment actions, statuses, histories, logs and queues of services, environments and projects. */
export function bindDeploymentHandlers(registry: HandlerRegistry, deployments: DeploymentService): void {
  const byKind = handlersByKind(deployments);
  for (const kind of serviceKindNames) bindKind(registry, kind, byKind);

  const options = (context: { principal: Principal | null }) => requestOptionsOf(callerOf(context));
  bindHandlers(registry, environmentDeploymentEndpoints, {
    deploy: (context) =>
      deployments.environmentAction(context.params.environmentId, 'DEPLOY', options(context)),
    redeploy: (context) =>
      deployments.environmentAction(context.params.environmentId, 'REDEPLOY', options(context)),
    stop: (context) => deployments.environmentAction(context.params.environmentId, 'STOP', options(context)),
    uninstall: (context) =>
      deployments.environmentAction(context.params.environmentId, 'UNINSTALL', options(context)),
    // The simulated cancel always ends within seconds, so a forced cancel has nothing more to force.
    cancel: ({ params }) => deployments.cancelEnvironment(params.environmentId),
    deployServices: (context) =>
      deployments.deployEnvironmentServices(context.params.environmentId, context.body, options(context)),
    restartServices: (context) =>
      deployments.selectedServicesAction(
        context.params.environmentId,
        'RESTART',
        context.body,
        options(context),
      ),
    stopServices: (context) =>
      deployments.selectedServicesAction(
        context.params.environmentId,
        'STOP',
        context.body,
        options(context),
      ),
    status: ({ params }) => deployments.environmentStatus(params.environmentId),
    statuses: ({ params }) => deployments.environmentStatuses(params.environmentId),
    history: ({ params, query }) =>
      paginate(query, (window) => deployments.environmentHistory(params.environmentId, window)),
    logs: ({ params, query }) => deployments.environmentLogs(params.environmentId, query),
    queue: ({ params }) => resultsOf(deployments.environmentQueue(params.environmentId)),
  });

  bindHandlers(registry, projectDeploymentEndpoints, {
    environmentStatuses: (context) => {
      const { projectId } = context.params;
      const types = visibleEnvironmentTypes(
        roleOfCaller(callerOf(context), organizationOf(context)),
        projectId,
      );
      return resultsOf(deployments.projectEnvironmentStatuses(projectId, types));
    },
  });

  bindHandlers(registry, deploymentEndpoints, {
    get: ({ params }) => deployments.deployment(params.deploymentId),
    logs: ({ params, query }) => deployments.deploymentLogs(params.deploymentId, query),
    cancelRequest: ({ params }) => deployments.cancelRequest(params.deploymentRequestId),
  });
}
