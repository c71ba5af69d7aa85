import { z } from 'zod';
import { id } from '../../common';
import { deploymentLogList, deploymentRequestAccepted, logQuery, serviceDeployment } from '../../deployments';
import { endpointSchemas } from '../../endpoint';

const deploymentParams = z.object({ deploymentId: id });

export const deploymentEndpointSchemas = {
  get: endpointSchemas({
    summary: 'A service deployment with its steps, live while it runs',
    tag: 'Deployments',
    params: deploymentParams,
    response: serviceDeployment,
  }),
  logs: endpointSchemas({
    summary: "A service deployment's log lines, oldest first",
    tag: 'Deployments',
    params: deploymentParams,
    query: logQuery,
    response: deploymentLogList,
  }),
  cancelRequest: endpointSchemas({
    summary: 'Withdraw a queued deployment request, or cancel it while it runs',
    tag: 'Deployment Queue Actions',
    params: z.object({ deploymentRequestId: id }),
    response: deploymentRequestAccepted,
  }),
};
