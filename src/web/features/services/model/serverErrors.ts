import { isServerError, type ServerErrorLike } from '../../../ui/errors';
import { isUnder } from '../../../ui/form/fieldErrors';

/**
 * A failed request whose field is named as the form holds it. The server names request paths; a form that holds
 * some values differently (helm value pairs as rows) translates them.
 */
export function inFormTerms(
  error: unknown,
  formPath: (requestPath: string) => string = (path) => path,
): unknown {
  if (!isServerError(error) || !error.field) return error;
  const translated: ServerErrorLike = {
    status: error.status,
    message: error.message,
    field: formPath(error.field),
    fieldMessage: error.fieldMessage,
    requestId: error.requestId,
    retryAfterSeconds: error.retryAfterSeconds,
  };
  return translated;
}

/** The first of `groups` (steps, sections) whose fields hold `path`, or -1. */
export function groupHolding(groups: readonly { fields: readonly string[] }[], path: string): number {
  return groups.findIndex((group) => group.fields.some((root) => isUnder(path, root)));
}
