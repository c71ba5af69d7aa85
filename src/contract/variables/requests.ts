import { z } from 'zod';
import { description, id } from '../common';
import {
  mountPath,
  serviceVariableScopes,
  variableKey,
  variableValue,
  writableVariableScope,
} from './fields';

const variableDescription = description.nullable();

// ---- Requests of the per-scope routes

/**
 * On an edit, `is_secret` may be sent (a record read and sent back carries it) but must say what the record is: a
 * secret never becomes a plain variable (its value would be shown), nor a variable a secret (400 naming the field).
 */
const isSecretKept = z.boolean().optional();

/** Creates a variable (a FILE variable when `mount_path` is given). */
export const environmentVariableRequest = z.object({
  key: variableKey,
  value: variableValue.default(''),
  mount_path: mountPath.nullable().optional(),
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type EnvironmentVariableRequest = z.input<typeof environmentVariableRequest>;

/**
 * PUT with the editable fields; `key` is required. An absent `value` or `mount_path` keeps the stored one; a
 * `mount_path` of null makes a FILE variable a plain VALUE again.
 */
export const environmentVariableEditRequest = z.object({
  key: variableKey,
  value: variableValue.optional(),
  mount_path: mountPath.nullable().optional(),
  is_secret: isSecretKept,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type EnvironmentVariableEditRequest = z.input<typeof environmentVariableEditRequest>;

export const secretRequest = environmentVariableRequest;
export type SecretRequest = EnvironmentVariableRequest;

/** As a variable's edit; an absent `value` keeps the stored secret (which is never shown). */
export const secretEditRequest = z.object({
  key: variableKey,
  value: variableValue.optional(),
  is_secret: isSecretKept,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type SecretEditRequest = z.input<typeof secretEditRequest>;

/** An alias: a new key at the route's level for the value of the original. */
export const variableAliasKey = z.object({
  key: variableKey,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableAliasKey = z.input<typeof variableAliasKey>;

/** An override: the original's key with another value, at the route's (narrower) level. */
export const variableOverrideValue = z.object({
  value: variableValue.default(''),
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableOverrideValue = z.input<typeof variableOverrideValue>;

// ---- The unified /variable API

export const variableRequest = z.object({
  key: variableKey,
  value: variableValue,
  mount_path: mountPath.nullable().optional(),
  is_secret: z.boolean(),
  /** PROJECT, ENVIRONMENT or a service's scope; BUILT_IN variables are the platform's. */
  variable_scope: writableVariableScope,
  /** The project, environment or service the scope names. */
  variable_parent_id: id,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableRequest = z.input<typeof variableRequest>;

/** An absent `value` (or null) keeps the stored one, as for a secret whose value is never shown. */
export const variableEditRequest = z.object({
  key: variableKey,
  value: variableValue.nullable().optional(),
  mount_path: mountPath.nullable().optional(),
  is_secret: isSecretKept,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableEditRequest = z.input<typeof variableEditRequest>;

export const variableAliasRequest = z.object({
  key: variableKey,
  alias_scope: writableVariableScope,
  alias_parent_id: id,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableAliasRequest = z.input<typeof variableAliasRequest>;

export const variableOverrideRequest = z.object({
  value: variableValue,
  override_scope: writableVariableScope,
  override_parent_id: id,
  description: variableDescription.optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type VariableOverrideRequest = z.input<typeof variableOverrideRequest>;

/** `parent_id` is a project, environment or service according to `scope`; the list answers what reaches it. */
export const variableListQuery = z.object({
  parent_id: id,
  scope: writableVariableScope,
  is_secret: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
});
export type VariableListQuery = z.input<typeof variableListQuery>;

export const variableImportQuery = z.object({
  service_id: id,
  service_type: z.enum(serviceVariableScopes),
});
export type VariableImportQuery = z.input<typeof variableImportQuery>;
