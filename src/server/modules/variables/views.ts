import type {
  EnvironmentVariable,
  Secret,
  SecretOriginal,
  VariableOriginal,
  VariableResponse,
} from '../../../contract';
import { iso } from '../shared/timestamps';
import type { VariableRecord } from './records';

/** Reads the original an alias or an override stands on. */
export type OriginalLookup = (id: string) => VariableRecord | undefined;

/** The value a variable shows: an alias shows its original's; a secret shows none. */
export function shownValue(record: VariableRecord, originalOf: OriginalLookup): string | null {
  if (record.isSecret) return null;
  if (record.variableType === 'ALIAS') {
    const original = record.originalId ? originalOf(record.originalId) : undefined;
    return original && !original.isSecret ? (original.value ?? '') : '';
  }
  return record.value ?? '';
}

function common(record: VariableRecord) {
  return {
    id: record.id,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    key: record.key,
    mount_path: record.mountPath,
    description: record.description,
    enable_interpolation_in_file: record.enableInterpolationInFile,
    scope: record.scope,
    variable_type: record.variableType,
    parent_id: record.parentId,
    ...(record.service
      ? {
          service_id: record.service.id,
          service_name: record.service.name,
          service_type: record.service.type,
        }
      : {}),
    owned_by: record.ownedBy,
  };
}

function variableOriginal(original: VariableRecord, originalOf: OriginalLookup): VariableOriginal {
  const value = shownValue(original, originalOf);
  return {
    id: original.id,
    key: original.key,
    ...(value === null ? {} : { value }),
    mount_path: original.mountPath,
    scope: original.scope,
    variable_type: original.variableType,
  };
}

function secretOriginal(original: VariableRecord): SecretOriginal {
  return {
    id: original.id,
    key: original.key,
    mount_path: original.mountPath,
    scope: original.scope,
    variable_type: original.variableType,
    description: original.description,
    enable_interpolation_in_file: original.enableInterpolationInFile,
  };
}

/** Which field names the original: `aliased_*` for an alias, `overridden_*` for an override. */
function originalField(record: VariableRecord, originalOf: OriginalLookup) {
  const original = record.originalId ? originalOf(record.originalId) : undefined;
  if (!original) return null;
  return { original, alias: record.variableType === 'ALIAS' };
}

export function toEnvironmentVariable(
  record: VariableRecord,
  originalOf: OriginalLookup,
): EnvironmentVariable {
  const found = originalField(record, originalOf);
  const original = found && variableOriginal(found.original, originalOf);
  return {
    ...common(record),
    value: shownValue(record, originalOf) ?? '',
    ...(original ? { [found.alias ? 'aliased_variable' : 'overridden_variable']: original } : {}),
  };
}

export function toSecret(record: VariableRecord, originalOf: OriginalLookup): Secret {
  const found = originalField(record, originalOf);
  const original = found && secretOriginal(found.original);
  return {
    ...common(record),
    ...(original ? { [found.alias ? 'aliased_secret' : 'overridden_secret']: original } : {}),
  };
}

export function toVariableResponse(record: VariableRecord, originalOf: OriginalLookup): VariableResponse {
  const found = originalField(record, originalOf);
  const original = found && {
    ...variableOriginal(found.original, originalOf),
    value: shownValue(found.original, originalOf),
  };
  return {
    ...common(record),
    value: shownValue(record, originalOf),
    is_secret: record.isSecret,
    ...(original ? { [found.alias ? 'aliased_variable' : 'overridden_variable']: original } : {}),
  };
}
