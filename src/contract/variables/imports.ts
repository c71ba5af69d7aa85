import { z } from 'zod';
import { text } from '../text';
import { variableKey, variableScope, variableValue, writableVariableScope } from './fields';

export const variableImportRequest = z.object({
  /** When true, a key already defined at the scope takes the imported value; otherwise it is skipped. */
  overwrite: z.boolean().default(false),
  vars: z
    .array(
      z.object({
        name: variableKey,
        value: variableValue,
        scope: writableVariableScope,
        is_secret: z.boolean(),
      }),
    )
    .max(5000, 'must hold at most 5000 variables'),
});
export type VariableImportRequest = z.input<typeof variableImportRequest>;

export const variableImport = z.object({
  total_variables_to_import: z.number().int(),
  /** `value` is left out for secrets. */
  successful_imported_variables: z.array(
    z.object({
      name: text(),
      value: text().optional(),
      scope: variableScope,
      is_secret: z.boolean(),
    }),
  ),
});
export type VariableImport = z.infer<typeof variableImport>;
