import type { VariableResponse, VariableType } from '../../../../contract';
import { isOwn, scopeLabel, type VariableLevel } from './levels';

export const typeWords: Record<VariableType, string> = {
  VALUE: 'Value',
  ALIAS: 'Alias',
  OVERRIDE: 'Override',
  FILE: 'File',
  BUILT_IN: 'Built-in',
};

/** Where a row comes from, in words: the scope, and the service's name for a service's variable. */
export function originOf(variable: VariableResponse): string {
  const scope = scopeLabel(variable.scope);
  return variable.service_name && variable.scope !== 'PROJECT' && variable.scope !== 'ENVIRONMENT'
    ? `${scope} · ${variable.service_name}`
    : scope;
}

/** The original an alias or an override stands on. */
export function originalOf(variable: VariableResponse) {
  return variable.aliased_variable ?? variable.overridden_variable;
}

/** What the search looks through: key, description, type, origin, the original's key, and a plain value. */
export function searchTextOf(variable: VariableResponse): string {
  return [
    variable.key,
    variable.description ?? '',
    typeWords[variable.variable_type],
    originOf(variable),
    originalOf(variable)?.key ?? '',
    variable.mount_path ?? '',
    variable.is_secret ? 'secret' : (variable.value ?? ''),
  ].join('\n');
}

/** Rows people may change from this page: their own, never the platform's. */
export function isChangeable(variable: VariableResponse, level: VariableLevel): boolean {
  return variable.variable_type !== 'BUILT_IN' && variable.owned_by !== 'PLATFORM' && isOwn(variable, level);
}

/** The variables the raw editor holds: plain values of the page's own level (no secret, file, alias or built-in). */
export function isRawEditable(variable: VariableResponse, level: VariableLevel): boolean {
  return (
    isChangeable(variable, level) &&
    !variable.is_secret &&
    (variable.variable_type === 'VALUE' || variable.variable_type === 'OVERRIDE')
  );
}
