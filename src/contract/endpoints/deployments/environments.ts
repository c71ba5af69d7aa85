import { z } from 'zod';
import { id, listOf, pageQuery } from '../../common';
import {
  cancelEnvironmentDeploymentRequest,
  deployAllRequest,
  deploymentLogLine,
  deploymentRequestAccepted,
  environmentDeployment,
  environmentServiceIdsRequest,
  environmentStatus,
  environmentStatuses,
  logQuery,
  queuedDeploymentRequest,
  rebootServicesRequest,
} from '../../deployments';
import { endpoint } from '../../endpoint';

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
