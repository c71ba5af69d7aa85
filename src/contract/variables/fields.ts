import { z } from 'zod';
import { singleLine, textLines } from '../text';

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

/** `{{KEY}}` in a value stands for the value of the variable KEY reaching the same service. */
export const VARIABLE_REFERENCE_PATTERN = /\{\{\s*([-._a-zA-Z][-._a-zA-Z0-9]*)\s*\}\}/g;

/** The keys a value refers to with `{{KEY}}`, each once, in order of appearance. */
export function variableReferences(value: string): string[] {
  return [...new Set([...value.matchAll(VARIABLE_REFERENCE_PATTERN)].map((match) => match[1] as string))];
}
