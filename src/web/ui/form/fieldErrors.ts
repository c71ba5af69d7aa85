import type { FieldErrors } from 'react-hook-form';

export interface FlatFieldError {
  /** Form path in dot notation, e.g. "ports.1.internal_port". */
  path: string;
  message: string;
}

/** Every field error of a form as path and message, in form order; the form-level alert is left out. */
export function flattenFieldErrors(errors: FieldErrors): FlatFieldError[] {
  const found: FlatFieldError[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // A field error has a string `type`; a group of fields may hold a field that is itself named "type".
    const isError = typeof record.type === 'string';
    if (isError && path.length > 0) {
      found.push({ path: path.join('.'), message: typeof record.message === 'string' ? record.message : '' });
    }
    for (const [key, child] of Object.entries(record)) {
      // `ref` points at the DOM element.
      if (key === 'ref' || (isError && (key === 'type' || key === 'message' || key === 'types'))) continue;
      if (key === 'root') {
        // A list's own error sits in its `root`; the form's alert is the form's `root`.
        if (path.length > 0) visit(child, path);
        continue;
      }
      visit(child, [...path, key]);
    }
  };
  visit(errors, []);
  return found;
}

/** Whether `path` is `root` or lies under it ("ports.1.name" lies under "ports"). */
export function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}.`);
}
