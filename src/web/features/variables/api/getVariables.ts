import { queryOptions } from '@tanstack/react-query';
import { unifiedVariableEndpoints, variableEndpointsByParent } from '../../../../contract';
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

/** The service kinds whose resolved set the API answers. */
export type EffectiveVariablesKind = Extract<VariableServiceKind, 'application' | 'container' | 'job'>;

export function hasEffectiveVariables(kind: VariableServiceKind): kind is EffectiveVariablesKind {
  return kind === 'application' || kind === 'container' || kind === 'job';
}

function listEffective(kind: EffectiveVariablesKind, serviceId: string, signal: AbortSignal) {
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
  }
}

/** What a service receives: each key's final value and the record it comes from. */
export const effectiveVariablesQueryOptions = (kind: EffectiveVariablesKind, serviceId: string) =>
  queryOptions({
    queryKey: variableKeys.effective(serviceId),
    queryFn: ({ signal }) => listEffective(kind, serviceId, signal),
  });
