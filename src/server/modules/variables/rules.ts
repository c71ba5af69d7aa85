import { type VariableScope, variableScopeRank, type WritableVariableScope } from '../../../contract';
import { ConflictError, InvalidRequestError } from '../../domain/errors';
import type { VariableRecord } from './records';
import type { VariableRow } from './queries';

/** Built-ins are the platform's: derived from the services, never edited or deleted. */
export function checkWritable(record: { scope: VariableScope; key: string }): void {
  if (record.scope === 'BUILT_IN') {
    throw new InvalidRequestError(
      `${record.key} is a built-in variable: the platform makes it from its service, and it cannot be changed or deleted`,
    );
  }
}

/** An alias names a variable that gives a value of its own: never another alias. */
export function checkAliasOriginal(original: VariableRecord): void {
  if (original.variableType === 'ALIAS') {
    throw new InvalidRequestError(
      `${original.key} is an alias: an alias cannot be aliased; alias its original`,
    );
  }
}

/** An override replaces the value of a wider variable at a narrower scope; an alias has no value of its own. */
export function checkOverride(original: VariableRecord, scope: WritableVariableScope): void {
  if (original.variableType === 'ALIAS') {
    throw new InvalidRequestError(`${original.key} is an alias: override its original instead`);
  }
  if (variableScopeRank[scope] <= variableScopeRank[original.scope]) {
    throw new InvalidRequestError(
      `An override must be at a narrower scope than its original: ${original.key} is at the ${original.scope} scope, the override at ${scope}`,
    );
  }
}

/**
 * A mount path is one file per service: among the variables reaching a service, two keys never share one (an
 * override of a file keeps its original's).
 */
export function checkMountPathFree(
  candidate: { id: string | null; key: string; mountPath: string | null },
  reachingEachService: Iterable<{ serviceName: string; rows: readonly VariableRow[] }>,
): void {
  if (!candidate.mountPath) return;
  for (const { serviceName, rows } of reachingEachService) {
    const clash = rows.find(
      (row) => row.mountPath === candidate.mountPath && row.id !== candidate.id && row.key !== candidate.key,
    );
    if (clash) {
      throw new ConflictError(
        `The mount path ${candidate.mountPath} is already the file of ${clash.key} (${clash.scope}), which reaches ${serviceName}`,
      );
    }
  }
}
