import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import {
  applicationDeployRequest,
  cancelEnvironmentDeploymentRequest,
  containerDeployRequest,
  deployAllRequest,
  deploymentLogLine,
  deploymentRequestAccepted,
  environmentDeployment,
  environmentServiceIdsRequest,
  environmentStatus,
  environmentStatuses,
  helmDeployRequest,
  jobDeployRequest,
  queuedDeploymentRequest,
  rebootServicesRequest,
  serviceDeployment,
  serviceStatus,
  terraformDeployRequest,
} from '../deployments';
import { endpoint } from '../endpoint';
import type { ServiceKind } from '../services';
import { serviceKinds } from '../services';

/** `tail`: the last N lines (at most 100,000; 1,000 when absent). */
export const logQuery = z.object({
  tail: z.coerce
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .optional(),
});

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

const environmentParams = z.object({ environmentId: id });
const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

function environmentAction<B extends z.ZodType | undefined = undefined>(
  verb: string,
  operationId: string,
  summary: string,
  body?: B,
) {
  return endpoint({
    method: 'POST',
    path: `/environment/{environmentId}/${verb}`,
    operationId,
    summary,
    tag: 'Environment Actions',
    access: 'deploy',
    scopeParam: environmentScope,
    params: environmentParams,
    body: body as B,
    status: 202,
    response: deploymentRequestAccepted,
  });
}

export const environmentDeploymentEndpoints = {
  deploy: environmentAction(
    'deploy',
    'deployEnvironment',
    'Deploy every service of the environment, stage by stage',
  ),
  redeploy: environmentAction(
    'redeploy',
    'redeployEnvironment',
    'Deploy every service again at its current version',
  ),
  stop: environmentAction('stop', 'stopEnvironment', 'Stop every service of the environment'),
  uninstall: environmentAction(
    'uninstall',
    'uninstallEnvironment',
    'Remove what runs, keep the configuration',
  ),
  cancel: environmentAction(
    'cancelDeployment',
    'cancelEnvironmentDeployment',
    "Cancel the environment's running deployment",
    cancelEnvironmentDeploymentRequest,
  ),
  deployServices: environmentAction(
    'service/deploy',
    'deployAllServices',
    'Deploy the chosen services',
    deployAllRequest,
  ),
  restartServices: environmentAction(
    'service/restart-service',
    'rebootServices',
    'Restart the chosen services',
    rebootServicesRequest,
  ),
  stopServices: environmentAction(
    'service/stop',
    'stopSelectedServices',
    'Stop the chosen services',
    environmentServiceIdsRequest,
  ),
  status: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/status',
    operationId: 'getEnvironmentStatus',
    summary: "The state of the environment's latest deployment",
    tag: 'Environments',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    status: 200,
    response: environmentStatus,
  }),
  statuses: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/statuses',
    operationId: 'getEnvironmentStatuses',
    summary: 'The environment and every service status in one response',
    tag: 'Environments',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    status: 200,
    response: environmentStatuses,
  }),
  history: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/deploymentHistory',
    operationId: 'listEnvironmentDeploymentHistory',
    summary: "The environment's deployments, newest first, with their stages and services",
    tag: 'Environment Deployment History',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    query: pageQuery,
    status: 200,
    response: listOf(environmentDeployment),
  }),
  logs: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/log',
    operationId: 'listEnvironmentLog',
    summary: "Log lines of the environment's latest deployment, every service, oldest first",
    tag: 'Environment Logs',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    query: logQuery,
    status: 200,
    response: listOf(deploymentLogLine),
  }),
  queue: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/deploymentQueue',
    operationId: 'listDeploymentRequestByEnvironmentId',
    summary: "The environment's running and waiting deployment requests, in order",
    tag: 'Deployment Queue Actions',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    status: 200,
    response: listOf(queuedDeploymentRequest),
  }),
};

export const projectDeploymentEndpoints = {
  environmentStatuses: endpoint({
    method: 'GET',
    path: '/project/{projectId}/environment/status',
    operationId: 'getProjectEnvironmentsStatus',
    summary: 'The status of every environment of the project',
    tag: 'Environments',
    access: 'read',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: z.object({ projectId: id }),
    status: 200,
    response: listOf(environmentStatus),
  }),
};

const deploymentParams = z.object({ deploymentId: id });

/** One service deployment (an execution), for a deployment view that follows it live. */
export const deploymentEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/deployment/{deploymentId}',
    operationId: 'getDeployment',
    summary: 'A service deployment with its steps, live while it runs',
    tag: 'Deployments',
    access: 'read',
    scopeParam: { param: 'deploymentId', kind: 'deployment' },
    params: deploymentParams,
    status: 200,
    response: serviceDeployment,
  }),
  logs: endpoint({
    method: 'GET',
    path: '/deployment/{deploymentId}/log',
    operationId: 'listDeploymentLog',
    summary: "A service deployment's log lines, oldest first",
    tag: 'Deployments',
    access: 'read',
    scopeParam: { param: 'deploymentId', kind: 'deployment' },
    params: deploymentParams,
    query: logQuery,
    status: 200,
    response: listOf(deploymentLogLine),
  }),
  cancelRequest: endpoint({
    method: 'POST',
    path: '/deploymentQueue/{deploymentRequestId}/cancelDeployment',
    operationId: 'cancelDeploymentRequest',
    summary: 'Withdraw a queued deployment request, or cancel it while it runs',
    tag: 'Deployment Queue Actions',
    access: 'deploy',
    scopeParam: { param: 'deploymentRequestId', kind: 'deploymentRequest' },
    params: z.object({ deploymentRequestId: id }),
    status: 202,
    response: deploymentRequestAccepted,
  }),
};
