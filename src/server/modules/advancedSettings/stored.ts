import { isDeepStrictEqual } from 'node:util';
import type { SettingTable } from '../../../contract';

/** Stored settings: only the keys changed from their defaults. */
export type StoredSettings = Record<string, unknown>;

/** Every key of the table with its value: the stored one where changed, the default otherwise. */
export function settingsWithDefaults(table: SettingTable, stored: StoredSettings): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([key, setting]) => [
      key,
      Object.hasOwn(stored, key) ? stored[key] : setting.defaultValue,
    ]),
  );
}

/**
 * What to store after an edit: the keys sent take their new value, a key sent with its default value is no longer
 * stored, and the keys left out keep theirs. Keys the table no longer lists are dropped.
 */
export function storedAfterEdit(
  table: SettingTable,
  stored: StoredSettings,
  request: Record<string, unknown>,
): StoredSettings {
  const next: StoredSettings = {};
  for (const [key, setting] of Object.entries(table)) {
    const value = Object.hasOwn(request, key) && request[key] !== undefined ? request[key] : stored[key];
    if (value !== undefined && !isDeepStrictEqual(value, setting.defaultValue)) next[key] = value;
  }
  return next;
}
