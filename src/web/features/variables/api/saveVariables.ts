import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  unifiedVariableEndpoints,
  type VariableEditRequest,
  type VariableImport,
  type VariableRequest,
  type VariableResponse,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import type { VariableLevel } from '../model/levels';
import { variableKeys } from './keys';

/**
 * After any change: every variables list and effective set (a project's variable reaches its environments and
 * services), and the statuses, where the services it reached now say they need a redeploy.
 */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: variableKeys.all }),
      queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.all }),
    ]);
}

export const createVariable = (body: VariableRequest) => call(unifiedVariableEndpoints.create, { body });

export const editVariable = (variableId: string, body: VariableEditRequest) =>
  call(unifiedVariableEndpoints.edit, { params: { variableId }, body });

export const deleteVariable = (variableId: string) =>
  call(unifiedVariableEndpoints.delete, { params: { variableId } });

export const createAlias = (
  variableId: string,
  key: string,
  level: VariableLevel,
  description: string | null,
) =>
  call(unifiedVariableEndpoints.createAlias, {
    params: { variableId },
    body: { key, alias_scope: level.scope, alias_parent_id: level.parentId, description },
  });

export const createOverride = (
  variableId: string,
  value: string,
  level: VariableLevel,
  description: string | null,
) =>
  call(unifiedVariableEndpoints.createOverride, {
    params: { variableId },
    body: { value, override_scope: level.scope, override_parent_id: level.parentId, description },
  });

/** What PUT needs to keep a variable as it is but for what `changes` names. */
export function editRequestOf(
  variable: VariableResponse,
  changes: Partial<VariableEditRequest>,
): VariableEditRequest {
  return {
    key: variable.key,
    description: variable.description,
    enable_interpolation_in_file: variable.enable_interpolation_in_file,
    ...(variable.mount_path !== null ? { mount_path: variable.mount_path } : {}),
    ...changes,
  };
}

// A few requests at a time: a bulk change of hundreds of variables neither waits on each nor floods the API.
const PARALLEL_REQUESTS = 4;

/** Runs `task` over `items`, a few at a time; resolves with what failed (and why), in the items' order. */
export async function runEach<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
): Promise<{ item: T; error: unknown }[]> {
  const failures: { index: number; item: T; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      try {
        await task(item);
      } catch (error) {
        failures.push({ index, item, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, items.length) }, worker));
  return failures.sort((a, b) => a.index - b.index).map(({ item, error }) => ({ item, error }));
}

/** Deletes the chosen variables; says how many went and which could not. */
export function useDeleteVariables({ onSuccess }: MutationCallbacks<void, readonly VariableResponse[]> = {}) {
  const refresh = useRefreshAfterChange();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (variables: readonly VariableResponse[]) => {
      const failures = await runEach(variables, (variable) => deleteVariable(variable.id));
      if (failures.length > 0) throw failures[0]!.error;
    },
    onSuccess: async (_nothing, variables) => {
      notify({
        severity: 'success',
        message:
          variables.length === 1 ? `${variables[0]!.key} deleted.` : `${variables.length} variables deleted.`,
      });
      await onSuccess?.(undefined, variables);
    },
    onError: (error) => notify(errorNotice(error, 'delete these variables')),
    onSettled: () => refresh(),
  });
}

/** One row of an import: a key, its value, where it goes and whether it is a secret. */
export interface ImportRow {
  name: string;
  value: string;
  level: VariableLevel;
  isSecret: boolean;
}

/**
 * Imports rows. From a service, the API's import takes them in one request; a project or an environment has no
 * import route, so each row is created (or, with `overwrite`, edited where its key exists) one by one.
 */
export async function importVariables(
  rows: readonly ImportRow[],
  overwrite: boolean,
  target: { service?: { id: string; scope: VariableLevel['scope'] }; existing: readonly VariableResponse[] },
): Promise<VariableImport> {
  if (target.service) {
    return call(unifiedVariableEndpoints.import, {
      query: {
        service_id: target.service.id,
        service_type: target.service.scope as 'APPLICATION' | 'CONTAINER' | 'JOB' | 'HELM' | 'TERRAFORM',
      },
      body: {
        overwrite,
        vars: rows.map((row) => ({
          name: row.name,
          value: row.value,
          scope: row.level.scope,
          is_secret: row.isSecret,
        })),
      },
    });
  }
  const imported: VariableImport['successful_imported_variables'] = [];
  await runEach(rows, async (row) => {
    const existing = target.existing.find(
      (variable) =>
        variable.key === row.name &&
        variable.scope === row.level.scope &&
        variable.parent_id === row.level.parentId,
    );
    if (existing) {
      if (!overwrite) return;
      await editVariable(existing.id, editRequestOf(existing, { value: row.value }));
    } else {
      await createVariable({
        key: row.name,
        value: row.value,
        is_secret: row.isSecret,
        variable_scope: row.level.scope,
        variable_parent_id: row.level.parentId,
      });
    }
    imported.push({
      name: row.name,
      scope: row.level.scope,
      is_secret: row.isSecret,
      ...(row.isSecret ? {} : { value: row.value }),
    });
  });
  return { total_variables_to_import: rows.length, successful_imported_variables: imported };
}
