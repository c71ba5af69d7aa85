import { z } from 'zod';
import { base, id } from '../common';
import { serviceType } from '../services/common';
import { text } from '../text';
import { variableOwner, variableScope, variableType } from './fields';

// ---- Responses

/** The original an alias or an override stands on; `value` is left out for secrets. */
export const variableOriginal = z.object({
  id,
  key: text(),
  value: text().optional(),
  mount_path: text().nullable(),
  scope: variableScope,
  variable_type: variableType,
});
export type VariableOriginal = z.infer<typeof variableOriginal>;

export const secretOriginal = z.object({
  id,
  key: text(),
  mount_path: text().nullable(),
  scope: variableScope,
  variable_type: variableType,
  description: text().nullable(),
  enable_interpolation_in_file: z.boolean().nullable(),
});
export type SecretOriginal = z.infer<typeof secretOriginal>;

/** Fields variables and secrets share. `parent_id` (an addition) is the project, environment or service owning it. */
const variableCommon = base.extend({
  key: text(),
  mount_path: text().nullable(),
  description: text().nullable(),
  enable_interpolation_in_file: z.boolean().nullable(),
  scope: variableScope,
  variable_type: variableType,
  parent_id: id,
  /** The service owning it, for variables of a service and built-ins. */
  service_id: id.optional(),
  service_name: text().optional(),
  service_type: serviceType.optional(),
  owned_by: variableOwner,
});

export const environmentVariable = variableCommon.extend({
  value: text(),
  overridden_variable: variableOriginal.optional(),
  aliased_variable: variableOriginal.optional(),
});
export type EnvironmentVariable = z.infer<typeof environmentVariable>;

/** A secret never carries its value. */
export const secret = variableCommon.extend({
  overridden_secret: secretOriginal.optional(),
  aliased_secret: secretOriginal.optional(),
});
export type Secret = z.infer<typeof secret>;

// ---- Responses of the unified /variable API

/** `value` is null for secrets. */
export const variableOriginalNullable = variableOriginal.extend({ value: text().nullable() });

export const variableResponse = variableCommon.extend({
  value: text().nullable(),
  is_secret: z.boolean(),
  overridden_variable: variableOriginalNullable.optional(),
  aliased_variable: variableOriginalNullable.optional(),
});
export type VariableResponse = z.infer<typeof variableResponse>;
