import { parseDotenv, type DotenvProblem } from './dotenv';

/** A variable the raw editor may change: its own value, at the scope being edited. */
export interface EditableVariable {
  id: string;
  key: string;
  value: string;
}

export interface RawChange {
  key: string;
  /** The value now (absent for a creation). */
  before?: string;
  /** The value after saving (absent for a deletion). */
  after?: string;
}

export interface RawDiff {
  creates: RawChange[];
  updates: (RawChange & { id: string })[];
  deletes: (RawChange & { id: string })[];
  /** Lines that cannot be read and keys the text may not set: while there are any, nothing can be saved. */
  problems: DotenvProblem[];
  /** Nothing to save. */
  unchanged: boolean;
}

/**
 * What saving the raw editor's text would do to the variables it started from: keys new to the text are created,
 * values that differ are updated, keys gone from the text are deleted. Keys the text may not set (a secret's, a
 * file's, an inherited or built-in one's) are problems rather than changes, so one text never silently shadows them.
 */
export function diffRaw(
  current: readonly EditableVariable[],
  text: string,
  reservedKeys: ReadonlySet<string> = new Set(),
): RawDiff {
  const parsed = parseDotenv(text);
  const problems = [...parsed.problems];
  for (const key of parsed.duplicates) {
    const line = parsed.entries.find((entry) => entry.key === key)?.line ?? 0;
    problems.push({ line, message: `${key} is given more than once.` });
  }
  const byKey = new Map(current.map((variable) => [variable.key, variable]));
  const creates: RawChange[] = [];
  const updates: (RawChange & { id: string })[] = [];
  for (const entry of parsed.entries) {
    const existing = byKey.get(entry.key);
    if (existing) {
      if (existing.value !== entry.value)
        updates.push({ id: existing.id, key: entry.key, before: existing.value, after: entry.value });
    } else if (reservedKeys.has(entry.key)) {
      problems.push({
        line: entry.line,
        message: `Line ${entry.line}: ${entry.key} is a secret, a file or an inherited variable; change it from the table.`,
      });
    } else {
      creates.push({ key: entry.key, after: entry.value });
    }
  }
  const kept = new Set(parsed.entries.map((entry) => entry.key));
  const deletes = current
    .filter((variable) => !kept.has(variable.key))
    .map((variable) => ({ id: variable.id, key: variable.key, before: variable.value }));
  problems.sort((a, b) => a.line - b.line);
  return {
    creates,
    updates,
    deletes,
    problems,
    unchanged: creates.length + updates.length + deletes.length === 0,
  };
}
