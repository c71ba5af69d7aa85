import type { WritableVariableScope } from '../../../contract';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { VariableDeps } from './deps';
import { findVariable, type VariableRow } from './queries';
import { findTarget, recordsReaching, type VariableTarget } from './reach';
import { checkWritable } from './rules';

/** What a route allows of the record it names: its parent (per-scope routes) and whether it is a secret. */
export interface RecordExpectation {
  parent?: { scope: WritableVariableScope; id: string };
  isSecret?: boolean;
}

const missingVariable = (id: string, isSecret?: boolean) =>
  new NotFoundError(`${isSecret ? 'Secret' : 'Variable'} ${id} not found`);

/** A stored record by id, with the rules of the route naming it. */
export async function storedRecord(
  { db }: VariableDeps,
  id: string,
  expected: RecordExpectation,
): Promise<VariableRow> {
  const row = await findVariable(db, id);
  if (!row) throw missingVariable(id, expected.isSecret);
  if (expected.isSecret !== undefined && row.isSecret !== expected.isSecret) {
    throw missingVariable(id, expected.isSecret);
  }
  if (expected.parent && row.parentId !== expected.parent.id) {
    // A variable reaching the route's record from a wider scope is changed where it is defined.
    const reaching = await parentReaches(db, expected.parent, row);
    if (!reaching) throw missingVariable(id, expected.isSecret);
    checkWritable(row);
    throw new InvalidRequestError(
      `${row.key} is defined at the ${row.scope} scope (${row.parentId}): change it there, or override it here`,
    );
  }
  return row;
}

async function parentReaches(
  db: VariableDeps['db'],
  parent: { scope: WritableVariableScope; id: string },
  row: VariableRow,
) {
  const target = await findTarget(db, parent.scope, parent.id);
  if (row.scope === 'BUILT_IN') return row.environmentId === target.environmentId;
  return [target.projectId, target.environmentId, target.service?.id].includes(row.parentId);
}

/** The variable an alias or override is made from, which must reach the target. */
export async function originalFor(
  { db, runtime, secrets }: VariableDeps,
  target: VariableTarget,
  id: string,
  expected: RecordExpectation,
) {
  const reaching = await recordsReaching(db, runtime, secrets, target);
  const original = reaching.find((record) => record.id === id);
  if (!original) {
    const exists = await findVariable(db, id);
    if (!exists || exists.organizationId !== target.organizationId)
      throw missingVariable(id, expected.isSecret);
    throw new InvalidRequestError(
      `${exists.key} does not reach ${target.scope} ${target.id}: only a variable of a wider scope above it (or of it) can be aliased or overridden there`,
    );
  }
  if (expected.isSecret !== undefined && original.isSecret !== expected.isSecret) {
    throw missingVariable(id, expected.isSecret);
  }
  return original;
}
