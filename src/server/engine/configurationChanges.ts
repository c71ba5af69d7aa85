import type { ConfigurationChanges } from '../../contract/deployments';
import type { VariableVersion } from '../domain/variableVersions';
import { configVersionOf } from './configVersion';
import type { ServiceConfiguration, ServiceSnapshot } from './snapshot';

/** Each key's versions, sorted and joined: two lists differ for a key when these differ. */
function versionsByKey(versions: readonly VariableVersion[]): Map<string, string> {
  const byKey = new Map<string, string[]>();
  for (const { key, version } of versions) byKey.set(key, [...(byKey.get(key) ?? []), version]);
  return new Map([...byKey].map(([key, list]) => [key, list.sort().join(',')]));
}

function changedVariables(
  before: readonly VariableVersion[] | undefined,
  after: readonly VariableVersion[] | undefined,
): string[] {
  if (!before || !after) return [];
  const [was, is] = [versionsByKey(before), versionsByKey(after)];
  return [...new Set([...was.keys(), ...is.keys()])].filter((key) => was.get(key) !== is.get(key)).sort();
}

function changedSettings(deployed: ServiceSnapshot, current: ServiceConfiguration): string[] {
  const changed = deployed.name === current.name ? [] : ['name'];
  const [before, after] = [deployed.configuration, current.configuration];
  if (!before || !after) return changed;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  // Compared as a configuration version counts them: record times and nested ids do not make a change.
  return [
    ...changed,
    ...keys.filter((key) => configVersionOf(before[key] ?? null) !== configVersionOf(after[key] ?? null)),
  ];
}

/**
 * What differs between the deployed snapshot and the configuration now: the settings (by field name) and the
 * variables (by key) that changed, were added or were removed.
 */
export function configurationChangesOf(
  deployed: ServiceSnapshot,
  current: ServiceConfiguration,
): ConfigurationChanges {
  return {
    settings: changedSettings(deployed, current),
    variables: changedVariables(deployed.variableVersions, current.variableVersions),
  };
}
