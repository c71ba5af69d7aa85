/** One field of an event's change: its value before and after, or a secret's `changed` alone. */
export type FieldChange =
  | { field: string; secret: false; before: unknown; after: unknown }
  | { field: string; secret: true; said: string };

function isBeforeAfter(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
}

/**
 * The fields an event's `change` names, in the order it gives them; `undefined` when it is no JSON object (then it
 * is shown as it came).
 */
export function fieldChangesOf(change: string | null): FieldChange[] | undefined {
  if (change === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(change);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return Object.entries(parsed).map(([field, value]): FieldChange =>
    isBeforeAfter(value)
      ? { field, secret: false, before: value.before, after: value.after }
      : { field, secret: true, said: typeof value === 'string' ? value : JSON.stringify(value) },
  );
}

/** A value of a diff in words: text as it is, nothing as a dash, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
