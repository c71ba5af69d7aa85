import { routes, type RouteFields } from '../../endpoint';
import type { ServiceKind } from '../../services';
import { capitalized, without } from '../families';
import type { serviceDeploymentEndpointSchemasFor } from './services.schemas';

/** The actions and read side every kind of service shares; kinds without an action leave it out below. */
/* #__NO_SIDE_EFFECTS__ */
function serviceDeploymentEndpointsFor<K extends ServiceKind>(kind: K) {
  const Name = capitalized(kind);
  const scopeParam = { param: `${kind}Id`, kind };
  const itemPath = `/${kind}/{${kind}Id}`;
  const action = (verb: string, operation: string): RouteFields => ({
    method: 'POST',
    path: `${itemPath}/${verb}`,
    operationId: `${operation}${Name}`,
    access: 'deploy',
    scopeParam,
    status: 202,
  });
  const read = (segment: string, operationId: string): RouteFields => ({
    method: 'GET',
    path: `${itemPath}/${segment}`,
    operationId,
    access: 'read',
    scopeParam,
    status: 200,
  });
  return routes<ReturnType<typeof serviceDeploymentEndpointSchemasFor<K>>>({
    deploy: action('deploy', 'deploy'),
    redeploy: action('redeploy', 'redeploy'),
    uninstall: action('uninstall', 'uninstall'),
    cancel: action('cancelDeployment', 'cancelDeployment'),
    status: read('status', `get${Name}Status`),
    history: read('deploymentHistory', `list${Name}DeploymentHistory`),
    logs: read('log', `list${Name}Log`),
    stop: action('stop', 'stop'),
    restart: action('restart-service', 'reboot'),
  });
}

/** The public API's action matrix: restart for applications, containers and databases; no stop for terraform. */
export const serviceDeploymentEndpointsByKind = {
  application: serviceDeploymentEndpointsFor('application'),
  container: serviceDeploymentEndpointsFor('container'),
  database: serviceDeploymentEndpointsFor('database'),
  job: without(serviceDeploymentEndpointsFor('job'), 'restart'),
  helm: without(serviceDeploymentEndpointsFor('helm'), 'restart'),
  terraform: without(serviceDeploymentEndpointsFor('terraform'), 'restart', 'stop'),
};
