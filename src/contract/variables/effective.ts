import { z } from 'zod';
import { id } from '../common';
import { text } from '../text';
import { variableScope, variableType } from './fields';

// Effective variables are an addition to the reference API.

/**
 * One variable as a service receives it: the key, its final value (null for secrets), and where it comes from:
 * `variable_id` is the record that gives the key (an alias or an override included), `value_from` the record the
 * value is read from (the original of an alias), `shadowed` the wider records of the same key it wins over.
 */
export const effectiveVariable = z.object({
  key: text(),
  /** After `{{KEY}}` references are resolved; null for secrets. */
  value: text().nullable(),
  is_secret: z.boolean(),
  mount_path: text().nullable(),
  variable_id: id,
  variable_type: variableType,
  scope: variableScope,
  parent_id: id,
  value_from: z.object({ id, key: text(), scope: variableScope, variable_type: variableType }),
  shadowed: z.array(z.object({ id, scope: variableScope, variable_type: variableType })),
  /** Keys the value refers to with `{{KEY}}` that no variable reaching the service defines. */
  missing_references: z.array(text()),
});
export type EffectiveVariable = z.infer<typeof effectiveVariable>;

export const effectiveVariableList = z.object({ results: z.array(effectiveVariable) });
export type EffectiveVariableList = z.infer<typeof effectiveVariableList>;
