/**
 * An environment's configuration walked back through its audit log: the current rows (as the log's trigger sees
 * them, `to_jsonb` of each) undone event by event, latest first, down to a moment. Each record is a flat map of
 * fields named as the log names them (`audit_diff` of migration 0017): a column, or a nested setting by its dotted
 * path. Pure: no database, no HTTP.
 */

/** A record's fields by dotted path. */
export type Fields = Record<string, unknown>;

/** What the walk reads of an event of `audit_events`. */
export interface LoggedChange {
  eventType: string;
  targetId: string | null;
  targetName: string;
  targetType: string;
  subTargetType: string | null;
  /** `{ field: { before, after } }`, a secret field as `"changed"`. */
  change: unknown;
}

export interface RebuiltService {
  kind: string;
  fields: Fields;
}

export interface RebuiltVariable {
  fields: Fields;
  /** A secret field of it (its sealed value) changed during the walk. */
  secretChanged: boolean;
}

export interface Configuration {
  /** Null once the walk passes the environment's creation. */
  environment: Fields | null;
  services: Map<string, RebuiltService>;
  /** By `variableIdentity`: the log names a variable by its parent, its target type and its key, not its id. */
  variables: Map<string, RebuiltVariable>;
}

export interface CurrentRows {
  environment: Record<string, unknown>;
  services: Record<string, unknown>[];
  variables: Record<string, unknown>[];
}

const SERVICE_TARGETS = new Set(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);
const VARIABLE_TARGETS = new Set(['VARIABLE', 'SECRET']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row as flat fields, objects opened into dotted paths as the log's diff opens them. */
export function flatten(row: Record<string, unknown>, prefix = ''): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(row)) {
    if (isPlainObject(value)) Object.assign(fields, flatten(value, `${prefix}${name}.`));
    else fields[`${prefix}${name}`] = value;
  }
  return fields;
}

/**
 * The built-in variables are the platform's (each service's anchors, a database's generated password), not
 * configuration: the walk leaves them out. The log names them by their service's kind (migration 0019; DATABASE
 * before it, a kind that has no variables of its own), and a creation's or deletion's change holds their scope.
 */
const BUILT_IN_TARGET = 'DATABASE';
const variableTargetOf = (scope: unknown) => (scope === 'BUILT_IN' ? BUILT_IN_TARGET : String(scope));

function isBuiltInEvent(event: LoggedChange): boolean {
  if (event.targetType === BUILT_IN_TARGET) return true;
  const scope = isPlainObject(event.change) ? event.change.scope : undefined;
  return isPlainObject(scope) && (scope.before === 'BUILT_IN' || scope.after === 'BUILT_IN');
}

export const variableIdentity = (parentId: unknown, targetType: string, key: unknown) =>
  `${String(parentId)}|${targetType}|${String(key)}`;

const identityOfFields = (fields: Fields) =>
  variableIdentity(fields.parent_id, variableTargetOf(fields.scope), fields.key);

/** The configuration as the rows hold it now. */
export function currentConfiguration(rows: CurrentRows): Configuration {
  const variables = new Map<string, RebuiltVariable>();
  for (const row of rows.variables) {
    if (row.scope === 'BUILT_IN') continue;
    const fields = flatten(row);
    variables.set(identityOfFields(fields), { fields, secretChanged: false });
  }
  return {
    environment: flatten(rows.environment),
    services: new Map(
      rows.services.map((row) => [String(row.id), { kind: String(row.type), fields: flatten(row) }]),
    ),
    variables,
  };
}

/** Sets a field back to a value it had: what stands at its path or under it now goes. */
function restore(fields: Fields, path: string, value: unknown): void {
  for (const name of Object.keys(fields)) {
    if (name === path || name.startsWith(`${path}.`)) delete fields[name];
  }
  // A leaf (a null) standing where the value's parent object was.
  const segments = path.split('.');
  for (let length = 1; length < segments.length; length += 1)
    delete fields[segments.slice(0, length).join('.')];
  if (isPlainObject(value)) Object.assign(fields, flatten(value, `${path}.`));
  else fields[path] = value;
}

/** Undoes one update on `fields`; says whether a secret field changed (the log has no value to put back). */
function undo(fields: Fields, change: unknown): { secretChanged: boolean } {
  let secretChanged = false;
  if (!isPlainObject(change)) return { secretChanged };
  for (const [path, diff] of Object.entries(change)) {
    if (diff === 'changed') secretChanged = true;
    else if (isPlainObject(diff) && 'before' in diff) restore(fields, path, diff.before);
  }
  return { secretChanged };
}

/** The fields a record had when it was deleted: the `before` of each field of its deletion's change. */
function fieldsBefore(change: unknown): Fields {
  const fields: Fields = {};
  if (!isPlainObject(change)) return fields;
  for (const [path, diff] of Object.entries(change)) {
    if (isPlainObject(diff) && 'before' in diff) restore(fields, path, diff.before);
  }
  return fields;
}

function undoService(configuration: Configuration, event: LoggedChange): void {
  const id = event.targetId;
  if (!id) return;
  if (event.eventType === 'CREATE') configuration.services.delete(id);
  else if (event.eventType === 'DELETE')
    configuration.services.set(id, { kind: event.targetType, fields: fieldsBefore(event.change) });
  else if (event.eventType === 'UPDATE') {
    const service = configuration.services.get(id);
    if (service) undo(service.fields, event.change);
  }
}

function undoVariable(configuration: Configuration, event: LoggedChange): void {
  if (isBuiltInEvent(event)) return;
  // The event names the variable as it is after the change (a deletion: as it was).
  const identity = variableIdentity(event.targetId, event.targetType, event.targetName);
  if (event.eventType === 'CREATE') configuration.variables.delete(identity);
  else if (event.eventType === 'DELETE')
    configuration.variables.set(identity, { fields: fieldsBefore(event.change), secretChanged: false });
  else if (event.eventType === 'UPDATE') {
    const variable = configuration.variables.get(identity);
    if (!variable) return;
    const { secretChanged } = undo(variable.fields, event.change);
    variable.secretChanged ||= secretChanged;
    // A renamed key: the variable is known by its former key from here on.
    const former = identityOfFields(variable.fields);
    if (former !== identity) {
      configuration.variables.delete(identity);
      configuration.variables.set(former, variable);
    }
  }
}

function copyOf(configuration: Configuration): Configuration {
  return {
    environment: configuration.environment && { ...configuration.environment },
    services: new Map(
      [...configuration.services].map(([id, service]) => [id, { ...service, fields: { ...service.fields } }]),
    ),
    variables: new Map(
      [...configuration.variables].map(([id, variable]) => [
        id,
        { ...variable, fields: { ...variable.fields } },
      ]),
    ),
  };
}

/**
 * The configuration before `events` (the environment's events after the moment, latest first): each creation
 * undone by dropping its record, each deletion by bringing the record back as it was, each update by putting back
 * its fields' `before`. Deployments, stages, rules and domains are no part of it.
 */
export function configurationBefore(now: Configuration, events: readonly LoggedChange[]): Configuration {
  const configuration = copyOf(now);
  for (const event of events) {
    if (event.subTargetType === null && event.targetType === 'ENVIRONMENT') {
      if (event.eventType === 'CREATE') configuration.environment = null;
      else if (event.eventType === 'UPDATE' && configuration.environment)
        undo(configuration.environment, event.change);
    } else if (event.subTargetType === null && SERVICE_TARGETS.has(event.targetType)) {
      undoService(configuration, event);
    } else if (event.subTargetType !== null && VARIABLE_TARGETS.has(event.subTargetType)) {
      undoVariable(configuration, event);
    }
  }
  return configuration;
}
