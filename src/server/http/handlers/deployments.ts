import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  type LogQuery,
  type PageQuery,
  projectDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  type ServiceKind,
  serviceKinds,
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

/** What the handlers below read of their validated input. */
interface OnService {
  params: unknown;
  body: unknown;
  query: PageQuery & LogQuery;
  principal: Principal | null;
}

function kindHandlers<K extends ServiceKind>(
  kind: K,
  deployments: DeploymentService,
): HandlersFor<KindEndpoints<K>> {
  const id = (params: unknown) => serviceIdOf(kind, params);
  const action =
    (name: 'REDEPLOY' | 'UNINSTALL' | 'STOP' | 'RESTART') =>
    ({ params, principal }: OnService) =>
      deployments.serviceAction(id(params), name, requestOptionsOf(callerOf({ principal })));
  const handlers = {
    deploy: ({ params, body, principal }: OnService) =>
      deployments.deployService(
        kind,
        id(params),
        body as DeployBody | undefined,
        requestOptionsOf(callerOf({ principal })),
      ),
    redeploy: action('REDEPLOY'),
    uninstall: action('UNINSTALL'),
    stop: action('STOP'),
    restart: action('RESTART'),
    cancel: ({ params }: OnService) => deployments.cancelService(id(params)),
    status: ({ params }: OnService) => deployments.serviceStatus(id(params)),
    history: ({ params, query }: OnService) =>
      paginate(query, (window) => deployments.serviceHistory(id(params), window)),
    logs: ({ params, query }: OnService) => deployments.serviceLogs(id(params), query),
  };
  // Each kind's group holds the actions its type allows (bindHandlers takes the ones it names). Every handler
  // gets the input its endpoint validated; the kind's id parameter and deploy body are what TypeScript cannot
  // follow through the generic kind, and every response is checked against the endpoint's schema.
  return handlers as unknown as HandlersFor<KindEndpoints<K>>;
}

/** Deployment actions, statuses, histories, logs and queues of services, environments and projects. */
export function bindDeploymentHandlers(registry: HandlerRegistry, deployments: DeploymentService): void {
  for (const kind of Object.keys(serviceKinds) as ServiceKind[]) {
    bindHandlers(registry, serviceDeploymentEndpointsByKind[kind], kindHandlers(kind, deployments));
  }

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
