import { z } from 'zod';
import { id, listOf, pageQuery } from '../../common';
import {
  applicationDeployRequest,
  containerDeployRequest,
  deploymentLogLine,
  deploymentRequestAccepted,
  helmDeployRequest,
  jobDeployRequest,
  logQuery,
  serviceDeployment,
  serviceStatus,
  terraformDeployRequest,
} from '../../deployments';
import { endpoint } from '../../endpoint';
import type { ServiceKind } from '../../services';
import { serviceKinds } from '../../services';

const deployBodies = {
  application: applicationDeployRequest,
  container: containerDeployRequest,
  database: undefined,
  job: jobDeployRequest,
  helm: helmDeployRequest,
  terraform: terraformDeployRequest,
} as const;

function nameOf(kind: ServiceKind) {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** The actions and read side every kind of service shares; kinds without an action leave it out below. */
function serviceDeploymentEndpointsFor<K extends ServiceKind>(kind: K) {
  const { label, idParam } = serviceKinds[kind];
  const Name = nameOf(kind);
  const tag = `${label}s`;
  const params = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  const scopeParam = { param: idParam, kind } as const;
  const itemPath = `/${kind}/{${idParam}}`;
  const action = (verb: string, operation: string, summary: string) =>
    endpoint({
      method: 'POST',
      path: `${itemPath}/${verb}`,
      operationId: `${operation}${Name}`,
      summary,
      tag,
      access: 'deploy',
      scopeParam,
      params,
      status: 202,
      response: deploymentRequestAccepted,
    });
  return {
    deploy: endpoint({
      method: 'POST',
      path: `${itemPath}/deploy`,
      operationId: `deploy${Name}`,
      summary: `Deploy the ${label.toLowerCase()} (queued behind the environment's running deployment)`,
      tag,
      access: 'deploy',
      scopeParam,
      params,
      body: deployBodies[kind] as (typeof deployBodies)[K],
      status: 202,
      response: deploymentRequestAccepted,
    }),
    redeploy: action(
      'redeploy',
      'redeploy',
      `Deploy the ${label.toLowerCase()} again at its current version`,
    ),
    uninstall: action(
      'uninstall',
      'uninstall',
      `Remove what runs, keep the ${label.toLowerCase()}'s configuration`,
    ),
    cancel: action(
      'cancelDeployment',
      'cancelDeployment',
      `Cancel the ${label.toLowerCase()}'s queued or running deployment`,
    ),
    status: endpoint({
      method: 'GET',
      path: `${itemPath}/status`,
      operationId: `get${Name}Status`,
      summary: `The state of the ${label.toLowerCase()}'s latest deployment`,
      tag,
      access: 'read',
      scopeParam,
      params,
      status: 200,
      response: serviceStatus,
    }),
    history: endpoint({
      method: 'GET',
      path: `${itemPath}/deploymentHistory`,
      operationId: `list${Name}DeploymentHistory`,
      summary: `The ${label.toLowerCase()}'s deployments, newest first`,
      tag,
      access: 'read',
      scopeParam,
      params,
      query: pageQuery,
      status: 200,
      response: listOf(serviceDeployment),
    }),
    logs: endpoint({
      method: 'GET',
      path: `${itemPath}/log`,
      operationId: `list${Name}Log`,
      summary: `Build and deploy log lines of the ${label.toLowerCase()}, oldest first`,
      tag,
      access: 'read',
      scopeParam,
      params,
      query: logQuery,
      status: 200,
      response: listOf(deploymentLogLine),
    }),
    stop: action('stop', 'stop', `Stop the ${label.toLowerCase()}`),
    restart: action('restart-service', 'reboot', `Restart the ${label.toLowerCase()}'s instances`),
  };
}

function withoutActions<T extends Record<string, unknown>, K extends keyof T>(endpoints: T, ...actions: K[]) {
  const rest = { ...endpoints };
  for (const action of actions) delete rest[action];
  return rest as Omit<T, K>;
}

/** The public API's action matrix: restart for applications, containers and databases; no stop for terraform. */
export const serviceDeploymentEndpointsByKind = {
  application: serviceDeploymentEndpointsFor('application'),
  container: serviceDeploymentEndpointsFor('container'),
  database: serviceDeploymentEndpointsFor('database'),
  job: withoutActions(serviceDeploymentEndpointsFor('job'), 'restart'),
  helm: withoutActions(serviceDeploymentEndpointsFor('helm'), 'restart'),
  terraform: withoutActions(serviceDeploymentEndpointsFor('terraform'), 'restart', 'stop'),
};
