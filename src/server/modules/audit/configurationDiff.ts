import type {
  ConfigurationFieldChange,
  ConfigurationSubjectChange,
  ConfigurationValue,
  ConfiguredService,
  ConfiguredVariable,
} from '../../../contract';
import type { Configuration, Fields, RebuiltVariable } from './rebuild';

/**
 * What of a rebuilt configuration people read, and what changed between two of them. Fields the log keeps out of
 * its diffs (ids, bookkeeping) are no configuration; secret fields (the log's own rule, migration 0017) are never
 * shown, whatever the rows hold.
 */
const NOT_CONFIGURATION = new Set([
  'id',
  'organization_id',
  'project_id',
  'environment_id',
  'type',
  'created_at',
  'updated_at',
  'last_updated_by',
  'last_used_at',
  'config_version',
  'config_revision',
  'variable_versions',
  'revision',
  'sequence',
  'status',
  'deployment_status',
  'deployed_config_version',
  'last_transition_at',
  'next_transition_at',
]);
const SECRET_FIELD = /(^sealed_|_hash$|^secret$|_secret$|password|credentials$)/i;

const isShown = (path: string) => {
  const segments = path.split('.');
  return !NOT_CONFIGURATION.has(segments[0] ?? '') && !segments.some((segment) => SECRET_FIELD.test(segment));
};

/** The fields people configure, sorted by name. */
export function shownFields(fields: Fields): Record<string, ConfigurationValue> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => isShown(path))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, value]) => [path, (value ?? null) as ConfigurationValue]),
  );
}

/** JSON with keys sorted, so that two equal values read the same whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Field by field from `before` to `after`; an unset field and a null one are the same, as in the log. */
export function fieldChanges(
  before: Record<string, ConfigurationValue> | undefined,
  after: Record<string, ConfigurationValue> | undefined,
): ConfigurationFieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return names.flatMap((field): ConfigurationFieldChange[] => {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (canonical(was) === canonical(is)) return [];
    if (before === undefined || !(field in before))
      return [{ field, change: 'ADDED', after: is, secret: false }];
    if (after === undefined || !(field in after))
      return [{ field, change: 'REMOVED', before: was, secret: false }];
    return [{ field, change: 'CHANGED', before: was, after: is, secret: false }];
  });
}

export function variableOf(variable: RebuiltVariable): ConfiguredVariable {
  const { fields } = variable;
  const secret = fields.is_secret === true;
  return {
    key: String(fields.key),
    scope: fields.scope as ConfiguredVariable['scope'],
    service_id: typeof fields.service_id === 'string' ? fields.service_id : null,
    secret,
    value: secret || typeof fields.value !== 'string' ? null : fields.value,
    secret_changed_since: secret && variable.secretChanged,
  };
}

export function servicesOf(configuration: Configuration): ConfiguredService[] {
  return [...configuration.services]
    .map(([id, service]) => ({
      id,
      name: String(service.fields.name ?? ''),
      kind: service.kind as ConfiguredService['kind'],
      fields: shownFields(service.fields),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A variable's change as a field `variables.<KEY>` of its owner; a secret's carries no value. */
function variableChange(
  past: ConfiguredVariable | undefined,
  now: ConfiguredVariable | undefined,
  secretChanged: boolean,
): ConfigurationFieldChange | undefined {
  const variable = now ?? past;
  if (!variable) return undefined;
  const field = `variables.${variable.key}`;
  const secret = Boolean(past?.secret || now?.secret);
  if (!past) return { field, change: 'ADDED', secret, ...(secret ? {} : { after: now?.value ?? null }) };
  if (!now) return { field, change: 'REMOVED', secret, ...(secret ? {} : { before: past.value }) };
  if (secret)
    return secretChanged || past.secret !== now.secret ? { field, change: 'CHANGED', secret } : undefined;
  return past.value === now.value
    ? undefined
    : { field, change: 'CHANGED', before: past.value, after: now.value, secret };
}

/** Each variable's change, by the id of its owner (a service, or the environment). */
function variableChangesByOwner(
  past: Configuration,
  now: Configuration,
  environmentId: string,
): Map<string, ConfigurationFieldChange[]> {
  const byOwner = new Map<string, ConfigurationFieldChange[]>();
  for (const identity of new Set([...past.variables.keys(), ...now.variables.keys()])) {
    const was = past.variables.get(identity);
    const is = now.variables.get(identity);
    const change = variableChange(was && variableOf(was), is && variableOf(is), Boolean(was?.secretChanged));
    const variable = is ?? was;
    if (!change || !variable) continue;
    const owner = variableOf(variable).service_id ?? environmentId;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), change]);
  }
  for (const changes of byOwner.values()) changes.sort((a, b) => a.field.localeCompare(b.field));
  return byOwner;
}

/** From the moment (`past`) to `now`: the environment, then each service, that changed, field by field. */
export function configurationChanges(
  past: Configuration,
  now: Configuration,
  environment: { id: string; name: string },
): ConfigurationSubjectChange[] {
  const variables = variableChangesByOwner(past, now, environment.id);
  const subjects: ConfigurationSubjectChange[] = [];
  const environmentFields = [
    ...fieldChanges(
      past.environment ? shownFields(past.environment) : undefined,
      shownFields(now.environment ?? {}),
    ),
    ...(variables.get(environment.id) ?? []),
  ];
  if (environmentFields.length > 0 || !past.environment)
    subjects.push({
      ...environment,
      kind: 'ENVIRONMENT',
      change: past.environment ? 'CHANGED' : 'ADDED',
      fields: environmentFields,
    });
  const pastServices = new Map(servicesOf(past).map((service) => [service.id, service]));
  const nowServices = new Map(servicesOf(now).map((service) => [service.id, service]));
  for (const id of new Set([...pastServices.keys(), ...nowServices.keys()])) {
    const was = pastServices.get(id);
    const is = nowServices.get(id);
    const service = is ?? was;
    const fields = [...fieldChanges(was?.fields, is?.fields), ...(variables.get(id) ?? [])];
    if (!service || fields.length === 0) continue;
    subjects.push({
      id,
      name: service.name,
      kind: service.kind,
      change: !was ? 'ADDED' : !is ? 'REMOVED' : 'CHANGED',
      fields,
    });
  }
  return subjects;
}
