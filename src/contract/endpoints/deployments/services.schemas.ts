import { z } from 'zod';
import { id, listOf, pageQuery } from '../../common';
import {
  applicationDeployRequest,
  containerDeployRequest,
  logLineList,
  deploymentRequestAccepted,
  helmDeployRequest,
  jobDeployRequest,
  logQuery,
  serviceDeployment,
  serviceStatus,
  terraformDeployRequest,
} from '../../deployments';
import { endpointSchemas } from '../../endpoint';
import type { ServiceKind } from '../../services';
import { serviceKinds } from '../../services';
import { without } from '../families';

const deployBodies = {
  application: applicationDeployRequest,
  container: containerDeployRequest,
  database: undefined,
  job: jobDeployRequest,
  helm: helmDeployRequest,
  terraform: terraformDeployRequest,
} as const;

/** The schemas of the actions and read side every kind of service shares (services.ts). */
export function serviceDeploymentEndpointSchemasFor<K extends ServiceKind>(kind: K) {
  const { label, idParam } = serviceKinds[kind];
  const tag = `${label}s`;
  const params = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  const action = (summary: string) =>
    endpointSchemas({ summary, tag, params, response: deploymentRequestAccepted });
  return {
    deploy: endpointSchemas({
      summary: `Deploy the ${label.toLowerCase()} (queued behind the environment's running deployment)`,
      tag,
      params,
      body: deployBodies[kind] as (typeof deployBodies)[K],
      response: deploymentRequestAccepted,
    }),
    redeploy: action(`Deploy the ${label.toLowerCase()} again at its current version`),
    uninstall: action(`Remove what runs, keep the ${label.toLowerCase()}'s configuration`),
    cancel: action(`Cancel the ${label.toLowerCase()}'s queued or running deployment`),
    status: endpointSchemas({
      summary: `The state of the ${label.toLowerCase()}'s latest deployment`,
      tag,
      params,
      response: serviceStatus,
    }),
    history: endpointSchemas({
      summary: `The ${label.toLowerCase()}'s deployments, newest first`,
      tag,
      params,
      query: pageQuery,
      response: listOf(serviceDeployment),
    }),
    logs: endpointSchemas({
      summary: `Build and deploy log lines of the ${label.toLowerCase()}, oldest first`,
      tag,
      params,
      query: logQuery,
      response: logLineList,
    }),
    stop: action(`Stop the ${label.toLowerCase()}`),
    restart: action(`Restart the ${label.toLowerCase()}'s instances`),
  };
}

export const serviceDeploymentEndpointSchemasByKind = {
  application: serviceDeploymentEndpointSchemasFor('application'),
  container: serviceDeploymentEndpointSchemasFor('container'),
  database: serviceDeploymentEndpointSchemasFor('database'),
  job: without(serviceDeploymentEndpointSchemasFor('job'), 'restart'),
  helm: without(serviceDeploymentEndpointSchemasFor('helm'), 'restart'),
  terraform: without(serviceDeploymentEndpointSchemasFor('terraform'), 'restart', 'stop'),
};
