import type { VariableImport, VariableResponse } from '../../../../contract';
import type { DotenvEntry } from './dotenv';
import type { VariableLevel } from './levels';

/** One line of the import's preview: what it would create, where, and whether as a secret. */
export interface ImportPlanRow {
  key: string;
  value: string;
  line: number;
  /** Index into the page's levels. */
  level: number;
  isSecret: boolean;
  included: boolean;
}

// Names that usually hold credentials start as secrets in the preview; the person can switch any row.
const LOOKS_SECRET = /(SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE|CREDENTIAL|(^|_)KEY$|API_?KEY|ACCESS_?KEY)/i;

export function planImport(entries: readonly DotenvEntry[], defaultLevel: number): ImportPlanRow[] {
  return entries.map((entry) => ({
    key: entry.key,
    value: entry.value,
    line: entry.line,
    level: defaultLevel,
    isSecret: LOOKS_SECRET.test(entry.key),
    included: true,
  }));
}

/** The variable a row's key already names at its level, which the import skips or, with overwrite, replaces. */
export function existingAt(
  row: ImportPlanRow,
  levels: readonly VariableLevel[],
  variables: readonly VariableResponse[],
): VariableResponse | undefined {
  const level = levels[row.level];
  return level
    ? variables.find(
        (variable) =>
          variable.key === row.key && variable.scope === level.scope && variable.parent_id === level.parentId,
      )
    : undefined;
}

/** What the summary says: the keys imported, and those left as they were (already there, without overwrite). */
export function importOutcome(sent: readonly ImportPlanRow[], answer: VariableImport) {
  const imported = new Set(answer.successful_imported_variables.map((variable) => variable.name));
  return {
    imported: sent.filter((row) => imported.has(row.key)).map((row) => row.key),
    skipped: sent.filter((row) => !imported.has(row.key)).map((row) => row.key),
    total: answer.total_variables_to_import,
  };
}
