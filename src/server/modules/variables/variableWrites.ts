import type { WritableVariableScope } from '../../../contract';
import { type FieldProblem, invalidBody } from '../../domain/errors';
import { configurationChanged } from '../shared/configurationChanges';
import type { VariableDeps } from './deps';
import { deleteVariablesAndDependents, updateVariableReturning, type VariableRow } from './queries';
import { findTarget, type VariableTarget } from './reach';
import { checkMountPathFree, checkWritable } from './rules';
import { conflictOf, insertChecked, reachedServices, reachOf, rowFor, sealed } from './rowWrites';
import { type ShownVariable, shownIn, shownRow } from './shown';
import { type RecordExpectation, storedRecord } from './storedRecords';

/** What a new variable, secret, alias or override holds. */
export interface VariableInput {
  key: string;
  value?: string | null;
  mountPath?: string | null;
  isSecret: boolean;
  description?: string | null;
  enableInterpolationInFile?: boolean | null;
}

export interface VariableEdit {
  key: string;
  value?: string | null;
  mountPath?: string | null;
  /** When sent, what the record must be: a secret stays a secret, a variable a variable. */
  isSecret?: boolean;
  description?: string | null;
  enableInterpolationInFile?: boolean | null;
}

export async function createVariable(
  deps: VariableDeps,
  target: VariableTarget,
  input: VariableInput,
): Promise<ShownVariable> {
  const value = input.value ?? '';
  return insertChecked(
    deps,
    target,
    rowFor(deps, target, {
      id: deps.runtime.newId(),
      key: input.key,
      ...sealed(deps, input.isSecret, value),
      isSecret: input.isSecret,
      variableType: input.mountPath ? 'FILE' : 'VALUE',
      mountPath: input.mountPath ?? null,
      description: input.description ?? null,
      enableInterpolationInFile: input.enableInterpolationInFile ?? null,
      originalId: null,
      originalServiceId: null,
    }),
  );
}

/** What an edit may not change of the record: whether it is a secret, an alias's value, an override's key. */
function editProblems(row: VariableRow, edit: VariableEdit): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (edit.isSecret !== undefined && edit.isSecret !== row.isSecret) {
    problems.push({
      path: ['is_secret'],
      message: row.isSecret
        ? 'must stay true: a secret cannot become a plain variable (its value would be shown)'
        : 'must stay false: a plain variable cannot become a secret; create a secret and delete the variable',
    });
  }
  if (row.variableType === 'ALIAS' && edit.value != null) {
    problems.push({ path: ['value'], message: "must be left out: an alias takes its original's value" });
  }
  if (row.variableType === 'OVERRIDE' && edit.key !== row.key) {
    problems.push({
      path: ['key'],
      message: `must stay ${row.key}: an override keeps its original's key`,
    });
  }
  if ((row.variableType === 'ALIAS' || row.variableType === 'OVERRIDE') && edit.mountPath) {
    problems.push({
      path: ['mount_path'],
      message: 'must be left out: aliases and overrides are not files',
    });
  }
  return problems;
}

export async function editVariable(
  deps: VariableDeps,
  id: string,
  edit: VariableEdit,
  expected: RecordExpectation = {},
): Promise<ShownVariable> {
  const { db, runtime } = deps;
  const row = await storedRecord(deps, id, expected);
  checkWritable(row);
  const target = await findTarget(db, row.scope as WritableVariableScope, row.parentId);
  const problems = editProblems(row, edit);
  if (problems.length > 0) throw invalidBody(problems);
  const mountPath = edit.mountPath === undefined ? row.mountPath : edit.mountPath;
  const value = edit.value ?? null;
  const changes = {
    key: edit.key,
    ...(value === null || row.variableType === 'ALIAS' ? {} : sealed(deps, row.isSecret, value)),
    mountPath,
    variableType:
      row.variableType === 'VALUE' || row.variableType === 'FILE'
        ? mountPath
          ? ('FILE' as const)
          : ('VALUE' as const)
        : row.variableType,
    description: edit.description === undefined ? row.description : edit.description,
    enableInterpolationInFile:
      edit.enableInterpolationInFile === undefined
        ? row.enableInterpolationInFile
        : edit.enableInterpolationInFile,
    updatedAt: runtime.clock.now(),
  };
  let updated: VariableRow | null;
  try {
    updated = await db.transaction(async (tx) => {
      const reached = await reachedServices(tx, target, mountPath);
      checkMountPathFree({ id: row.id, key: edit.key, mountPath }, reached);
      const stored = await updateVariableReturning(tx, id, changes);
      await configurationChanged(tx, reachOf(target));
      return stored;
    });
  } catch (error) {
    throw conflictOf(error, edit.key, mountPath) ?? error;
  }
  // A record of its own answers from its row; an alias or override shows its original, read with the rest.
  return updated && !updated.originalId ? shownRow(deps, target, updated, null) : shownIn(deps, target, id);
}

/** Deletes a variable with the aliases and overrides standing on it. */
export async function deleteVariable(
  deps: VariableDeps,
  id: string,
  expected: RecordExpectation = {},
): Promise<void> {
  const row = await storedRecord(deps, id, expected);
  checkWritable(row);
  const target = await findTarget(deps.db, row.scope as WritableVariableScope, row.parentId);
  await deps.db.transaction(async (tx) => {
    await deleteVariablesAndDependents(tx, [id]);
    await configurationChanged(tx, reachOf(target));
  });
}
