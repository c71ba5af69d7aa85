import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeError, isServerError } from '../errors';

/** Where a failure that belongs to no field is kept, shown as an alert at the top of the form. */
export const FORM_ERROR = 'root.server';

export interface ServerErrorOptions<T extends FieldValues> {
  /** The field a 409 (conflict) is about when the server does not name one, e.g. a taken name. */
  conflictField?: Path<T>;
  /** Completes "You are not allowed to …" for refusals. */
  action?: string;
}

/**
 * Puts a failed submission where it belongs: on the field the server named ("body.name: is required"), or on the
 * conflict field for a 409, otherwise in the form-level alert. Returns the field it landed on, if any.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerErrorOptions<T> = {},
): Path<T> | undefined {
  if (isServerError(error)) {
    const named = error.field && isFormField(form.getValues(), error.field) ? error.field : undefined;
    const field = (named ?? (error.status === 409 ? options.conflictField : undefined)) as
      Path<T> | undefined;
    if (field) {
      const message = named ? (error.fieldMessage ?? error.message) : error.message;
      form.setError(field, { type: 'server', message }, { shouldFocus: true });
      return field;
    }
  }
  const { title, detail } = describeError(error, options.action);
  form.setError(FORM_ERROR as Path<T>, { type: 'server', message: detail ? `${title} ${detail}` : title });
  return undefined;
}

/** Only fields the form holds can show an error; others go to the form-level alert. */
function isFormField(values: FieldValues, path: string): boolean {
  const top = path.split('.')[0];
  return top !== undefined && Object.prototype.hasOwnProperty.call(values, top);
}
