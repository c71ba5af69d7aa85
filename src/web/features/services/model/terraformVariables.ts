import type { TerraformVariableDefinition } from '../../../../contract';

export interface VariableRow {
  key: string;
  value?: string | null;
  secret?: boolean;
}

/**
 * Adds the variables a repository declares to those already entered: a key already present keeps what was entered;
 * a new one starts from its default and is secret when the code marks it sensitive.
 */
export function mergeVariables(
  rows: readonly VariableRow[],
  definitions: readonly TerraformVariableDefinition[],
): { rows: VariableRow[]; added: number } {
  const present = new Set(rows.map((row) => row.key.trim()));
  const added = definitions
    .filter((definition) => !present.has(definition.key))
    .map((definition) => ({
      key: definition.key,
      value: definition.default ?? '',
      secret: definition.sensitive,
    }));
  return { rows: [...rows, ...added], added: added.length };
}
