import { z } from 'zod';
import { id, listOf, pageQuery } from '../../common';
import {
  cancelEnvironmentDeploymentRequest,
  deployAllRequest,
  logLineList,
  deploymentRequestAccepted,
  environmentDeployment,
  environmentServiceIdsRequest,
  environmentStatus,
  environmentStatuses,
  logQuery,
  queuedDeploymentRequest,
  rebootServicesRequest,
} from '../../deployments';
import { endpointSchemas } from '../../endpoint';

const environmentParams = z.object({ environmentId: id });

function environmentAction<B extends z.ZodType | undefined = undefined>(summary: string, body?: B) {
  return endpointSchemas({
    summary,
    tag: 'Environment Actions',
    params: environmentParams,
    body: body as B,
    response: deploymentRequestAccepted,
  });
}

export const environmentDeploymentEndpointSchemas = {
  deploy: environmentAction('Deploy every service of the environment, stage by stage'),
  redeploy: environmentAction('Deploy every service again at its current version'),
  stop: environmentAction('Stop every service of the environment'),
  uninstall: environmentAction('Remove what runs, keep the configuration'),
  cancel: environmentAction(
    "Cancel the environment's running deployment",
    cancelEnvironmentDeploymentRequest,
  ),
  deployServices: environmentAction('Deploy the chosen services', deployAllRequest),
  restartServices: environmentAction('Restart the chosen services', rebootServicesRequest),
  stopServices: environmentAction('Stop the chosen services', environmentServiceIdsRequest),
  status: endpointSchemas({
    summary: "The state of the environment's latest deployment",
    tag: 'Environments',
    params: environmentParams,
    response: environmentStatus,
  }),
  statuses: endpointSchemas({
    summary: 'The environment and every service status in one response',
    tag: 'Environments',
    params: environmentParams,
    response: environmentStatuses,
  }),
  history: endpointSchemas({
    summary: "The environment's deployments, newest first, with their stages and services",
    tag: 'Environment Deployment History',
    params: environmentParams,
    query: pageQuery,
    response: listOf(environmentDeployment),
  }),
  logs: endpointSchemas({
    summary: "Log lines of the environment's latest deployment, every service, oldest first",
    tag: 'Environment Logs',
    params: environmentParams,
    query: logQuery,
    response: logLineList,
  }),
  queue: endpointSchemas({
    summary: "The environment's running and waiting deployment requests, in order",
    tag: 'Deployment Queue Actions',
    params: environmentParams,
    response: listOf(queuedDeploymentRequest),
  }),
};

export const projectDeploymentEndpointSchemas = {
  environmentStatuses: endpointSchemas({
    summary: 'The status of every environment of the project',
    tag: 'Environments',
    params: z.object({ projectId: id }),
    response: listOf(environmentStatus),
  }),
};
