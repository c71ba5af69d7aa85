import { z } from 'zod';
import {
  description,
  mountPath,
  variableKey,
  variableValue,
  type VariableEditRequest,
  type VariableRequest,
  type VariableResponse,
} from '../../../../contract';
import type { VariableLevel } from './levels';

/**
 * The create and edit dialogs' fields. `level` is the index of the level to define the variable at (creation
 * only); a file variable needs its mount path. Field names match the API's where they map one to one, so a refusal
 * naming a field lands on it.
 */
export const variableFormSchema = z
  .object({
    key: variableKey,
    value: variableValue,
    level: z.string(),
    is_secret: z.boolean(),
    is_file: z.boolean(),
    mount_path: z.string(),
    description: description,
    enable_interpolation_in_file: z.boolean(),
  })
  .superRefine((values, context) => {
    if (!values.is_file) return;
    const parsed = mountPath.safeParse(values.mount_path);
    if (!parsed.success)
      context.addIssue({
        code: 'custom',
        path: ['mount_path'],
        message: values.mount_path === '' ? 'is required for a file' : parsed.error.issues[0]!.message,
      });
  });
export type VariableFormValues = z.input<typeof variableFormSchema>;

export const newVariableValues = (levelIndex: number): VariableFormValues => ({
  key: '',
  value: '',
  level: String(levelIndex),
  is_secret: false,
  is_file: false,
  mount_path: '',
  description: '',
  enable_interpolation_in_file: false,
});

export const valuesOfVariable = (variable: VariableResponse): VariableFormValues => ({
  key: variable.key,
  // A secret's value never comes back: left empty, the edit keeps it.
  value: variable.is_secret ? '' : (variable.value ?? ''),
  level: '0',
  is_secret: variable.is_secret,
  is_file: variable.mount_path !== null,
  mount_path: variable.mount_path ?? '',
  description: variable.description ?? '',
  enable_interpolation_in_file: variable.enable_interpolation_in_file ?? false,
});

const fileFields = (values: VariableFormValues) =>
  values.is_file
    ? { mount_path: values.mount_path, enable_interpolation_in_file: values.enable_interpolation_in_file }
    : { mount_path: null, enable_interpolation_in_file: null };

export function createRequestOf(values: VariableFormValues, level: VariableLevel): VariableRequest {
  return {
    key: values.key,
    value: values.value,
    is_secret: values.is_secret,
    variable_scope: level.scope,
    variable_parent_id: level.parentId,
    description: values.description === '' ? null : values.description,
    ...fileFields(values),
  };
}

export function editRequestOfValues(
  values: VariableFormValues,
  variable: VariableResponse,
): VariableEditRequest {
  return {
    key: values.key,
    // An empty secret keeps the stored one.
    ...(variable.is_secret && values.value === '' ? {} : { value: values.value }),
    description: values.description === '' ? null : values.description,
    ...fileFields(values),
  };
}
