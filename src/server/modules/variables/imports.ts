import type { z } from 'zod';
import type { variableImportRequest, VariableImport, WritableVariableScope } from '../../../contract';
import { invalidBody } from '../../domain/errors';
import { configurationChanged } from '../shared/configurationChanges';
import type { VariableDeps } from './deps';
import { insertVariables, listVariablesOfParents, updateVariable, type VariableRow } from './queries';
import { findTarget, type VariableTarget } from './reach';
import { reachOf, rowFor, sealed } from './rowWrites';

type ImportRequest = z.output<typeof variableImportRequest>;

/** Imports into a service (or the scopes above it): all checked first, then written in one transaction. */
export async function importVariables(
  deps: VariableDeps,
  target: VariableTarget,
  request: ImportRequest,
): Promise<VariableImport> {
  const { db, runtime } = deps;
  const service = target.service;
  if (!service) throw new Error('Imports go into a service');
  const parents: Partial<Record<WritableVariableScope, VariableTarget>> = {
    [target.scope]: target,
    PROJECT: await findTarget(db, 'PROJECT', target.projectId),
    ...(target.environmentId
      ? { ENVIRONMENT: await findTarget(db, 'ENVIRONMENT', target.environmentId) }
      : {}),
  };
  const problems = request.vars.flatMap((entry, index) =>
    parents[entry.scope]
      ? []
      : [{ path: ['vars', index, 'scope'], message: `must be PROJECT, ENVIRONMENT or ${target.scope}` }],
  );
  if (problems.length > 0) throw invalidBody(problems);
  const imported: VariableImport['successful_imported_variables'] = [];
  await db.transaction(async (tx) => {
    const existing = await listVariablesOfParents(
      tx,
      Object.values(parents).map((parent) => parent.id),
    );
    const byParentKey = new Map(existing.map((row) => [`${row.parentId}:${row.key}`, row]));
    for (const entry of request.vars) {
      const parent = parents[entry.scope] as VariableTarget;
      const found = byParentKey.get(`${parent.id}:${entry.name}`);
      if (found) {
        const plain = found.variableType === 'VALUE' || found.variableType === 'FILE';
        if (!request.overwrite || !plain) continue;
        await updateVariable(tx, found.id, {
          ...sealed(deps, entry.is_secret, entry.value),
          isSecret: entry.is_secret,
          updatedAt: runtime.clock.now(),
        });
      } else {
        const row = rowFor(deps, parent, {
          id: runtime.newId(),
          key: entry.name,
          ...sealed(deps, entry.is_secret, entry.value),
          isSecret: entry.is_secret,
          variableType: 'VALUE',
          mountPath: null,
          description: null,
          enableInterpolationInFile: null,
          originalId: null,
          originalServiceId: null,
        });
        await insertVariables(tx, [row]);
        byParentKey.set(`${parent.id}:${entry.name}`, row as VariableRow);
      }
      imported.push({
        name: entry.name,
        scope: entry.scope,
        is_secret: entry.is_secret,
        ...(entry.is_secret ? {} : { value: entry.value }),
      });
    }
    const widest =
      parents.PROJECT && imported.some((entry) => entry.scope === 'PROJECT') ? parents.PROJECT : null;
    const middle =
      parents.ENVIRONMENT && imported.some((entry) => entry.scope === 'ENVIRONMENT')
        ? parents.ENVIRONMENT
        : null;
    if (imported.length > 0) await configurationChanged(tx, reachOf(widest ?? middle ?? target));
  });
  return { total_variables_to_import: request.vars.length, successful_imported_variables: imported };
}
