import { variableScopeRank, type VariableResponse } from '../../../../contract';
import { formatDotenv } from './dotenv';

/**
 * The `.env` text of the variables reaching a record: one line per key, the narrowest scope's value winning (as the
 * service receives it), sorted by key. Secrets are left out (their values never reach the console) and counted.
 */
export function exportDotenv(variables: readonly VariableResponse[]): {
  text: string;
  secretsLeftOut: number;
} {
  const byKey = new Map<string, VariableResponse>();
  let secretsLeftOut = 0;
  const widestFirst = [...variables].sort((a, b) => variableScopeRank[a.scope] - variableScopeRank[b.scope]);
  for (const variable of widestFirst) {
    if (variable.is_secret || variable.value === null) {
      byKey.delete(variable.key);
      continue;
    }
    byKey.set(variable.key, variable);
  }
  const secretKeys = new Set(
    variables.filter((variable) => variable.is_secret).map((variable) => variable.key),
  );
  secretsLeftOut = [...secretKeys].filter((key) => !byKey.has(key)).length;
  const lines = [...byKey.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((variable) => ({ key: variable.key, value: variable.value ?? '' }));
  return { text: formatDotenv(lines), secretsLeftOut };
}
