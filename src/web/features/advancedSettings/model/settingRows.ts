import type { SettingDefinition, SettingTable } from '../../../../contract';

/** Settings hold primitives, lists and maps of strings: equal when written alike, a map's keys in any order. */
export function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** One row of the table: a key with its value now (edited or saved), its default and what it does. */
export interface SettingRow {
  key: string;
  setting: SettingDefinition;
  /** The value shown: the one being edited, else the saved one. */
  value: unknown;
  saved: unknown;
  /** Differs from the default (what is highlighted and what the filter keeps). */
  changed: boolean;
  /** Edited and not saved yet. */
  pending: boolean;
}

export function settingRows(
  table: SettingTable,
  saved: Record<string, unknown>,
  edits: Record<string, unknown>,
): SettingRow[] {
  return Object.entries(table).map(([key, setting]) => {
    const savedValue = Object.hasOwn(saved, key) ? saved[key] : setting.defaultValue;
    const pending = Object.hasOwn(edits, key) && !sameValue(edits[key], savedValue);
    const value = pending ? edits[key] : savedValue;
    return {
      key,
      setting,
      value,
      saved: savedValue,
      changed: !sameValue(value, setting.defaultValue),
      pending,
    };
  });
}

/** A value as the table writes it: lists comma separated, maps as `key=value` pairs, null as nothing. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${key}=${String(inner)}`)
      .join(', ');
  return String(value);
}

/**
 * What a text typed in a row stands for, by the setting's kind; checked by the contract's schema afterwards. A
 * text that cannot be read as the kind is kept as it is, so the schema names what is wrong with it.
 */
export function parseValue(setting: SettingDefinition, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '' && setting.nullable) return null;
  switch (setting.kind) {
    case 'integer':
      return trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed) ? text : Number(trimmed);
    case 'list':
      return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
    case 'map':
      return Object.fromEntries(
        trimmed === ''
          ? []
          : trimmed.split(',').map((pair) => {
              const [key = '', ...rest] = pair.split('=');
              return [key.trim(), rest.join('=').trim()];
            }),
      );
    default:
      return text;
  }
}

/** Why a value cannot be saved, naming the key; null when the contract's schema takes it. */
export function problemOf(key: string, setting: SettingDefinition, value: unknown): string | null {
  const result = setting.schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'invalid_type')
    return `${key}: must be ${setting.kind === 'integer' ? 'a whole number' : `a ${setting.kind}`}`;
  return `${key}: ${issue?.message ?? 'is not valid'}`;
}
