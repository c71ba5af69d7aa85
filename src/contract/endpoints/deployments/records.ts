import { z } from 'zod';
import { id, listOf } from '../../common';
import { deploymentLogLine, deploymentRequestAccepted, logQuery, serviceDeployment } from '../../deployments';
import { endpoint } from '../../endpoint';

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
