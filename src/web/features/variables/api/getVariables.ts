import { queryOptions } from '@tanstack/react-query';
import {
  effectiveVariableEndpointsByService,
  unifiedVariableEndpoints,
  variableEndpointsByParent,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { VariableLevel, VariableServiceKind } from '../model/levels';
import { variableKeys } from './keys';

/** Every variable reaching a level's record: its own, wider ones, overrides, aliases and built-ins. */
export const variablesQueryOptions = (level: VariableLevel) =>
  queryOptions({
    queryKey: variableKeys.list(level.scope, level.parentId),
    queryFn: ({ signal }) =>
      call(unifiedVariableEndpoints.list, {
        query: { parent_id: level.parentId, scope: level.scope },
        signal,
      }),
  });

function listEffective(kind: VariableServiceKind, serviceId: string, signal: AbortSignal) {
  switch (kind) {
    case 'application':
      return call(variableEndpointsByParent.application.listEffectiveVariables, {
        params: { applicationId: serviceId },
        signal,
      });
    case 'container':
      return call(variableEndpointsByParent.container.listEffectiveVariables, {
        params: { containerId: serviceId },
        signal,
      });
    case 'job':
      return call(variableEndpointsByParent.job.listEffectiveVariables, {
        params: { jobId: serviceId },
        signal,
      });
    case 'helm':
      return call(effectiveVariableEndpointsByService.helm.listEffectiveVariables, {
        params: { helmId: serviceId },
        signal,
      });
    case 'terraform':
      return call(effectiveVariableEndpointsByService.terraform.listEffectiveVariables, {
        params: { terraformId: serviceId },
        signal,
      });
  }
}

/** What a service receives: each key's final value and the record it comes from. */
export const effectiveVariablesQueryOptions = (kind: VariableServiceKind, serviceId: string) =>
  queryOptions({
    queryKey: variableKeys.effective(serviceId),
    queryFn: ({ signal }) => listEffective(kind, serviceId, signal),
  });
