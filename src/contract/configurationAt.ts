import { z } from 'zod';
import { id, timestamp } from './common';
import { serviceType } from './services/common';
import { text } from './text';
import { variableScope } from './variables/fields';

/**
 * An environment's configuration as it was at a chosen moment, rebuilt from the audit log, and what changed
 * between that moment and now. Fields are named as the log names them: a record's columns, nested settings by
 * their dotted paths (`config.cpu`). No secret's value is ever part of it: a secret says only whether it changed.
 */

/**
 * A field's value as the record keeps it (text, number, flag, list; null when unset): any JSON value, written as it
 * is (a union of every JSON type would have the answer's serializer guess the branch).
 */
export const configurationValue = z
  .unknown()
  .describe("A field's value as the record keeps it: text, number, flag, list, or null when unset");
export type ConfigurationValue = z.infer<typeof configurationValue>;

const configurationFields = z.record(text(), configurationValue);

export const configurationAtQuery = z.object({
  timestamp: timestamp.describe('The moment to rebuild the configuration at (ISO 8601, not in the future)'),
});
export type ConfigurationAtQuery = z.infer<typeof configurationAtQuery>;

export const configuredService = z.object({
  id,
  name: text(),
  kind: serviceType,
  fields: configurationFields,
});
export type ConfiguredService = z.infer<typeof configuredService>;

export const configuredVariable = z.object({
  key: text(),
  scope: variableScope,
  /** The service it belongs to; null for the environment's own. */
  service_id: id.nullable(),
  secret: z.boolean(),
  /** A plain variable's value; always null for a secret. */
  value: text().nullable(),
  /** A secret whose value was changed after the moment (its value itself is never told). */
  secret_changed_since: z.boolean(),
});
export type ConfiguredVariable = z.infer<typeof configuredVariable>;

export const configurationChangeKind = z.enum(['ADDED', 'REMOVED', 'CHANGED']);
export type ConfigurationChangeKind = z.infer<typeof configurationChangeKind>;

/** One field between the moment (`before`) and now (`after`); a secret's carries neither. */
export const configurationFieldChange = z.object({
  field: text(),
  change: configurationChangeKind,
  before: configurationValue.optional(),
  after: configurationValue.optional(),
  secret: z.boolean(),
});
export type ConfigurationFieldChange = z.infer<typeof configurationFieldChange>;

/** The environment itself or one of its services, with its fields changed since the moment (variables included). */
export const configurationSubjectChange = z.object({
  id,
  name: text(),
  kind: z.enum(['ENVIRONMENT', ...serviceType.options]),
  change: configurationChangeKind,
  fields: z.array(configurationFieldChange),
});
export type ConfigurationSubjectChange = z.infer<typeof configurationSubjectChange>;

export const environmentConfigurationAt = z.object({
  timestamp,
  /** False when the moment is older than what the log retains: the answer may miss changes made before it. */
  complete: z.boolean(),
  oldest_retained_event_at: timestamp.nullable(),
  environment: z.object({
    id,
    name: text(),
    /** False when the environment was created after the moment. */
    existed: z.boolean(),
    fields: configurationFields,
  }),
  services: z.array(configuredService),
  variables: z.array(configuredVariable),
  /** From the moment to now, per record and field; a variable is the field `variables.<KEY>` of its owner. */
  changes_since: z.array(configurationSubjectChange),
});
export type EnvironmentConfigurationAt = z.infer<typeof environmentConfigurationAt>;
