import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  environmentDeploymentEndpoints,
  type DeploymentRequestAccepted,
  type ServiceKind,
} from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { call } from '../../../lib/api/client';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { environmentActions, type EnvironmentActionName } from '../model/environmentActions';
import {
  deployBody,
  restartBody,
  selectedServicesActions,
  stopBody,
  type ChosenService,
  type SelectedServicesActionName,
} from '../model/selectedServicesActions';
import { serviceActions, type ServiceActionName } from '../model/serviceActions';
import { runServiceAction } from './serviceCalls';

/**
 * An accepted action changes statuses at once (queued): ask again now, and fast from then on. Every deployment view
 * is asked again, the ones kept under each environment's scope (queues, histories, logs) included.
 */
export async function refreshAfterAction(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.all }),
    queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
    queryClient.invalidateQueries({ predicate: deploymentKeys.inAnyEnvironment }),
  ]);
}

export interface ServiceActionVariables {
  action: ServiceActionName;
  /** The deploy call's versions, for the kinds whose deploy takes some. */
  body?: object;
}

export function useServiceAction(
  service: { kind: ServiceKind; id: string; name: string },
  { onSuccess, onError }: MutationCallbacks<DeploymentRequestAccepted, ServiceActionVariables> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ action, body }: ServiceActionVariables) =>
      runServiceAction(service.kind, service.id, action, body),
    onSuccess: async (accepted, variables) => {
      notify({ severity: 'success', message: serviceActions[variables.action].accepted(service) });
      await refreshAfterAction(queryClient);
      await onSuccess?.(accepted, variables);
    },
    onError: (error, variables) =>
      onError
        ? onError(error, variables)
        : notify(errorNotice(error, serviceActions[variables.action].attempt(service))),
  });
}

const environmentEndpointOf = {
  deploy: environmentDeploymentEndpoints.deploy,
  redeploy: environmentDeploymentEndpoints.redeploy,
  stop: environmentDeploymentEndpoints.stop,
  uninstall: environmentDeploymentEndpoints.uninstall,
} as const;

function runEnvironmentAction(environmentId: string, action: EnvironmentActionName) {
  const params = { environmentId };
  if (action === 'cancel') {
    return call(environmentDeploymentEndpoints.cancel, { params, body: { force_cancel: false } });
  }
  return call(environmentEndpointOf[action], { params });
}

export function useEnvironmentAction(
  environment: { id: string; name: string },
  { onSuccess, onError }: MutationCallbacks<DeploymentRequestAccepted, EnvironmentActionName> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (action: EnvironmentActionName) => runEnvironmentAction(environment.id, action),
    onSuccess: async (accepted, action) => {
      notify({ severity: 'success', message: environmentActions[action].accepted(environment.name) });
      await refreshAfterAction(queryClient);
      await onSuccess?.(accepted, action);
    },
    onError: (error, action) =>
      onError
        ? onError(error, action)
        : notify(errorNotice(error, environmentActions[action].attempt(environment.name))),
  });
}

export interface SelectedServicesVariables {
  action: SelectedServicesActionName;
  services: readonly ChosenService[];
}

function runSelectedServicesAction(environmentId: string, { action, services }: SelectedServicesVariables) {
  const params = { environmentId };
  switch (action) {
    case 'deploy':
      return call(environmentDeploymentEndpoints.deployServices, { params, body: deployBody(services) });
    case 'restart':
      return call(environmentDeploymentEndpoints.restartServices, { params, body: restartBody(services) });
    case 'stop':
      return call(environmentDeploymentEndpoints.stopServices, { params, body: stopBody(services) });
  }
}

/** Deploys, restarts or stops some services of an environment in one request. */
export function useSelectedServicesAction(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<DeploymentRequestAccepted, SelectedServicesVariables> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (variables: SelectedServicesVariables) => runSelectedServicesAction(environmentId, variables),
    onSuccess: async (accepted, variables) => {
      const spec = selectedServicesActions[variables.action];
      notify({ severity: 'success', message: spec.accepted(variables.services) });
      await refreshAfterAction(queryClient);
      await onSuccess?.(accepted, variables);
    },
    onError: (error, variables) =>
      onError
        ? onError(error, variables)
        : notify(errorNotice(error, selectedServicesActions[variables.action].attempt(variables.services))),
  });
}
