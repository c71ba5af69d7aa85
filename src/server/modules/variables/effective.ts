import {
  type EffectiveVariable,
  VARIABLE_REFERENCE_PATTERN,
  variableReferences,
  variableScopeRank,
} from '../../../contract';
import type { VariableRecord } from './records';

/** One key as a service receives it, its value in clear (for the deployment, never for a response). */
export interface ResolvedVariable {
  record: VariableRecord;
  /** The record the value is read from: the original of an alias, else the record itself. */
  source: VariableRecord;
  shadowed: VariableRecord[];
  isSecret: boolean;
  mountPath: string | null;
  /** The value after `{{KEY}}` references are resolved. */
  value: string;
  /** As `value`, with references to secrets left as written: what a response may show of a plain variable. */
  shownValue: string;
  missingReferences: string[];
}

function interpolates(record: VariableRecord, mountPath: string | null): boolean {
  return mountPath === null || record.enableInterpolationInFile === true;
}

/**
 * The variables a service receives from those reaching it: for each key the narrowest scope wins (project, then
 * environment, then the service; built-ins are the widest), an alias gives its original's value under its own
 * key, an override its own value under its original's key, and `{{KEY}}` references are replaced by the final
 * value of KEY (a reference to no key is reported and left as written).
 */
export function resolveVariables(records: readonly VariableRecord[]): ResolvedVariable[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const byKey = new Map<string, VariableRecord[]>();
  for (const record of records) byKey.set(record.key, [...(byKey.get(record.key) ?? []), record]);

  const winners = [...byKey.entries()].map(([key, candidates]) => {
    const ordered = [...candidates].sort((a, b) => variableScopeRank[b.scope] - variableScopeRank[a.scope]);
    const [record, ...shadowed] = ordered as [VariableRecord, ...VariableRecord[]];
    const original = record.originalId ? byId.get(record.originalId) : undefined;
    const source = record.variableType === 'ALIAS' && original ? original : record;
    const mountPath =
      record.mountPath ?? (record.variableType === 'OVERRIDE' && original ? original.mountPath : null);
    return { key, record, source, shadowed, mountPath };
  });
  const winnerByKey = new Map(winners.map((winner) => [winner.key, winner]));

  const resolved = new Map<string, { value: string; shown: string; missing: string[] }>();
  const resolving = new Set<string>();
  function resolve(key: string): { value: string; shown: string; missing: string[] } {
    const done = resolved.get(key);
    if (done) return done;
    const winner = winnerByKey.get(key);
    if (!winner) return { value: `{{${key}}}`, shown: `{{${key}}}`, missing: [key] };
    const raw = winner.source.reveal();
    if (!interpolates(winner.record, winner.mountPath) || resolving.has(key)) {
      return { value: raw, shown: raw, missing: [] };
    }
    resolving.add(key);
    const missing: string[] = [];
    const replace = (secretsShown: boolean) =>
      raw.replace(VARIABLE_REFERENCE_PATTERN, (written, name: string) => {
        const target = winnerByKey.get(name);
        if (!target) return written;
        if (!secretsShown && (target.record.isSecret || target.source.isSecret)) return written;
        return resolve(name)[secretsShown ? 'value' : 'shown'];
      });
    for (const name of variableReferences(raw)) if (!winnerByKey.has(name)) missing.push(name);
    const result = { value: replace(true), shown: replace(false), missing };
    resolving.delete(key);
    resolved.set(key, result);
    return result;
  }

  return winners
    .map(({ key, record, source, shadowed, mountPath }) => {
      const { value, shown, missing } = resolve(key);
      return {
        record,
        source,
        shadowed,
        isSecret: record.isSecret || source.isSecret,
        mountPath,
        value,
        shownValue: shown,
        missingReferences: missing,
      };
    })
    .sort((a, b) => a.record.key.localeCompare(b.record.key));
}

export function toEffectiveVariable(resolved: ResolvedVariable): EffectiveVariable {
  const { record, source } = resolved;
  return {
    key: record.key,
    value: resolved.isSecret ? null : resolved.shownValue,
    is_secret: resolved.isSecret,
    mount_path: resolved.mountPath,
    variable_id: record.id,
    variable_type: record.variableType,
    scope: record.scope,
    parent_id: record.parentId,
    value_from: { id: source.id, key: source.key, scope: source.scope, variable_type: source.variableType },
    shadowed: resolved.shadowed.map((other) => ({
      id: other.id,
      scope: other.scope,
      variable_type: other.variableType,
    })),
    missing_references: resolved.missingReferences,
  };
}
