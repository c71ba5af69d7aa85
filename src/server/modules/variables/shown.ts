import type { EnvironmentVariable, Secret, VariableResponse } from '../../../contract';
import type { VariableDeps } from './deps';
import type { VariableRow } from './queries';
import { recordsReaching, type VariableTarget } from './reach';
import { type OwningService, recordOfRow, type VariableRecord } from './records';
import { type OriginalLookup, toEnvironmentVariable, toSecret, toVariableResponse } from './views';

/** A record with what its responses need to name its original. */
export interface ShownVariable {
  asVariable(): EnvironmentVariable;
  asSecret(): Secret;
  asResponse(): VariableResponse;
}

/** Reads a record among those reaching a target by id, from one index built for the whole list. */
export function originalsAmong(reaching: readonly VariableRecord[]): OriginalLookup {
  const byId = new Map(reaching.map((other) => [other.id, other]));
  return (id) => byId.get(id);
}

/** Each record with what its responses need, the lookup of originals shared by all (a list is linear). */
export function shownAmong(
  records: readonly VariableRecord[],
  reaching: readonly VariableRecord[],
): ShownVariable[] {
  const originalOf = originalsAmong(reaching);
  return records.map((record) => shown(record, originalOf));
}

function shown(record: VariableRecord, originalOf: OriginalLookup): ShownVariable {
  return {
    asVariable: () => toEnvironmentVariable(record, originalOf),
    asSecret: () => toSecret(record, originalOf),
    asResponse: () => toVariableResponse(record, originalOf),
  };
}

/** A record just written, as it reaches the target it was written at. */
export async function shownIn(
  { db, runtime, secrets }: VariableDeps,
  target: VariableTarget,
  id: string,
): Promise<ShownVariable> {
  const reaching = await recordsReaching(db, runtime, secrets, target);
  const record = reaching.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`Variable ${id} does not reach ${target.scope} ${target.id}`);
  return shown(record, originalsAmong(reaching));
}

/**
 * A row just written at the target, answered from itself and from the original it stands on (which its checks
 * loaded), without reading what else reaches the target: a write costs the same beside ten siblings as beside
 * thousands.
 */
export function shownRow(
  { secrets }: VariableDeps,
  target: VariableTarget,
  row: VariableRow,
  original: VariableRecord | null,
): ShownVariable {
  const services = new Map<string, OwningService>(
    target.service ? [[target.service.id, target.service]] : [],
  );
  const originals = original ? [original] : [];
  return shown(recordOfRow(row, services, secrets), originalsAmong(originals));
}
