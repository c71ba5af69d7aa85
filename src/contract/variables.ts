import { z } from 'zod';
import { base, description, id } from './common';
import { serviceType } from './services/common';
import { singleLine, text, textLines } from './text';

/**
 * Where a variable is defined. BUILT_IN variables are made by the platform for each service and reach every
 * service of its environment; the others belong to a project, an environment or one service.
 */
export const variableScope = z.enum([
  'APPLICATION',
  'BUILT_IN',
  'ENVIRONMENT',
  'PROJECT',
  'CONTAINER',
  'JOB',
  'HELM',
  'TERRAFORM',
]);
export type VariableScope = z.infer<typeof variableScope>;

/** The scopes of one service, in the order of `serviceType`. */
export const serviceVariableScopes = ['APPLICATION', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM'] as const;
export type ServiceVariableScope = (typeof serviceVariableScopes)[number];

/** The scopes people define variables at (BUILT_IN is the platform's own). */
export const writableVariableScope = variableScope.exclude(['BUILT_IN']);
export type WritableVariableScope = z.infer<typeof writableVariableScope>;

/** The records whose per-scope routes hold variables and secrets. */
export type VariableParentKind = 'application' | 'container' | 'job' | 'environment' | 'project';
/** Only services take imports (and answer their effective set) on the per-scope routes. */
export type VariableImportKind = 'application' | 'container' | 'job';
/** Services without per-scope variable routes (their variables go through `/variable`) answer their effective set. */
export type VariableEffectiveOnlyKind = 'helm' | 'terraform';

/**
 * How wide a scope reaches: an override must sit at a narrower (higher) rank than its original. Every service
 * scope has the same rank.
 */
export const variableScopeRank: Record<VariableScope, number> = {
  BUILT_IN: 0,
  PROJECT: 1,
  ENVIRONMENT: 2,
  APPLICATION: 3,
  CONTAINER: 3,
  JOB: 3,
  HELM: 3,
  TERRAFORM: 3,
};

/** VALUE: a plain value; FILE: a value mounted as a file at `mount_path`; ALIAS and OVERRIDE name an original. */
export const variableType = z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE']);
export type VariableType = z.infer<typeof variableType>;

/** Who made a variable: people (through the API or the console) or the platform (built-ins). */
export const variableOwner = z.enum(['USER', 'PLATFORM']);
export type VariableOwner = z.infer<typeof variableOwner>;

/** Kubernetes' rule for environment variable names: case sensitive, so `Key` and `KEY` are two variables. */
const KEY_PATTERN = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
export const VARIABLE_KEY_MAX_LENGTH = 255;
export const variableKey = singleLine()
  .min(1, 'is required')
  .max(VARIABLE_KEY_MAX_LENGTH, `must be at most ${VARIABLE_KEY_MAX_LENGTH} characters`)
  .regex(
    KEY_PATTERN,
    'must start with a letter, "_", "-" or "." and hold only letters, digits, "_", "-" and "."',
  );

/**
 * A value may span lines (a file's content), and holds no other control character: it reaches deployment logs and
 * terminals. 1 MiB is what a Kubernetes secret or config map holds.
 */
export const VARIABLE_VALUE_MAX_LENGTH = 1_048_576;
export const variableValue = textLines().max(
  VARIABLE_VALUE_MAX_LENGTH,
  `must be at most ${VARIABLE_VALUE_MAX_LENGTH} characters`,
);

/** Where a FILE variable is mounted: an absolute path, no `.` or `..` segment, not a directory. */
export const mountPath = singleLine()
  .max(4096, 'must be at most 4096 characters')
  .refine((path) => path.startsWith('/'), { message: 'must be an absolute path (start with "/")' })
  .refine((path) => !path.endsWith('/'), { message: 'must name a file, not end with "/"' })
  .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), {
    message: 'must not contain "." or ".." segments',
  });

const variableDescription = description.nullable();

/** `{{KEY}}` in a value stands for the value of the variable KEY reaching the same service. */
export const VARIABLE_REFERENCE_PATTERN = /\{\{\s*([-._a-zA-Z][-._a-zA-Z0-9]*)\s*\}\}/g;

/** The keys a value refers to with `{{KEY}}`, each once, in order of appearance. */
export function variableReferences(value: string): string[] {
  return [...new Set([...value.matchAll(VARIABLE_REFERENCE_PATTERN)].map((match) => match[1] as string))];
}

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

// ---- Import

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

/** `value` is null for secrets. */
export const variableOriginalNullable = variableOriginal.extend({ value: text().nullable() });

export const variableResponse = variableCommon.extend({
  value: text().nullable(),
  is_secret: z.boolean(),
  overridden_variable: variableOriginalNullable.optional(),
  aliased_variable: variableOriginalNullable.optional(),
});
export type VariableResponse = z.infer<typeof variableResponse>;

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

// ---- Effective variables (an addition)

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
