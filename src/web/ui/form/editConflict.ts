import type { DefaultValues, FieldValues } from 'react-hook-form';

/**
 * What an edit form knows of the record it edits, so that a save made from a version someone else has replaced
 * since (the API answers 412) is neither lost nor silently written over the other one.
 */
export interface EditedRecord<R, V extends FieldValues> {
  /** The copy the form was opened with: saving sends it along (its version goes as If-Match). */
  record: R;
  /** Names the record in the conflict dialog, e.g. "the application api". */
  name: string;
  /** The form's values for a version of the record. */
  valuesOf: (record: R) => DefaultValues<V>;
  /** Reads the latest version again, after the save was refused. */
  loadLatest: () => Promise<R>;
  /** Takes the latest version in (e.g. into the cache) when the person chooses theirs. */
  onReload?: (latest: R) => void;
}

/** One field someone else changed: what it is now, and what the form holds. */
export interface FieldChange {
  path: string;
  label: string;
  theirs: string;
  yours: string;
}

type Leaves = Map<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLeafList = (value: unknown[]) => value.every((item) => !isPlainObject(item) && !Array.isArray(item));

/** Each value the form holds, by its field path (`ports.0.internal_port`); lists of plain values stay whole. */
export function leavesOf(values: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (isPlainObject(values)) {
    for (const [key, value] of Object.entries(values))
      leavesOf(value, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(values) && !isLeafList(values)) {
    values.forEach((item, index) => leavesOf(item, `${prefix}.${index}`, into));
  } else if (prefix) {
    into.set(prefix, values);
  }
  return into;
}

/** A value as the dialog shows it. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(shownValue).join(', ');
  return String(value);
}

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** `git_repository.branch` reads "Git repository › Branch"; list items are numbered from 1. */
export function labelOfPath(path: string): string {
  return path
    .split('.')
    .map((segment) =>
      /^\d+$/.test(segment) ? `#${Number(segment) + 1}` : sentenceCase(segment.replaceAll('_', ' ')),
    )
    .join(' › ');
}

/** The ids the server gives the items of a list (ports, groups) are no field anyone types. */
const isRecordId = (path: string) => path === 'id' || path.endsWith('.id');

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between the version the form was opened with and the latest one (what someone else
 * changed), each with the latest value and the one the form holds now.
 */
export function changedFields(
  opened: unknown,
  latest: unknown,
  current: unknown,
  labelOf: (path: string) => string = labelOfPath,
): FieldChange[] {
  const before = leavesOf(opened);
  const after = leavesOf(latest);
  const yours = leavesOf(current);
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => !isRecordId(path) && !same(before.get(path), after.get(path)))
    .map((path) => ({
      path,
      label: labelOf(path),
      theirs: shownValue(after.get(path)),
      yours: shownValue(yours.get(path)),
    }));
}

/** Two versions give the form the same values: taking the later one changes nothing the person sees. */
export const sameFormValues = (a: unknown, b: unknown): boolean => same(a, b);

/** The API refused a save as made from a version no longer the latest. */
export function isStaleVersion(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 412;
}
