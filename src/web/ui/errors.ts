/**
 * The shape of a failed API call as the interface needs it (the console's ApiError has it). Kept structural so the
 * presentational layer does not depend on the transport.
 */
export interface ServerErrorLike {
  status: number;
  message: string;
  field?: string | undefined;
  fieldMessage?: string | undefined;
  retryAfterSeconds?: number | undefined;
  requestId?: string | undefined;
}

export function isServerError(error: unknown): error is ServerErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export interface ErrorDescription {
  title: string;
  detail?: string;
  /** Trying again could help (not for refusals). */
  retryable: boolean;
}

/** Readable words for a failure. `action` completes "You are not allowed to …" / "Could not …". */
export function describeError(error: unknown, action = 'do this'): ErrorDescription {
  if (!isServerError(error)) {
    return { title: `Could not ${action}.`, detail: errorMessage(error), retryable: true };
  }
  const reference = error.requestId ? ` (request ${error.requestId})` : '';
  switch (true) {
    case error.status === 0:
      return {
        title: error.message,
        detail: 'Check the API address and that the server is running.',
        retryable: true,
      };
    case error.status === 401:
      return { title: 'Your session has ended.', detail: 'Sign in again to continue.', retryable: false };
    case error.status === 403:
      return {
        title: `You are not allowed to ${action}.`,
        detail: sentence(error.message),
        retryable: false,
      };
    case error.status === 404:
      return {
        title: `Could not ${action}: it does not exist.`,
        detail: sentence(error.message),
        retryable: false,
      };
    case error.status === 429:
      return { title: tooManyRequests(error.retryAfterSeconds), retryable: true };
    case error.status >= 500:
      return {
        title: `Could not ${action}: the server failed.`,
        detail: sentence(error.message) + reference,
        retryable: true,
      };
    default:
      return { title: sentence(error.message), retryable: false };
  }
}

export function tooManyRequests(retryAfterSeconds: number | undefined): string {
  return `Too many requests — try again in ${Math.max(1, retryAfterSeconds ?? 60)} s.`;
}

/** Messages about a field ("is required") read as "Name is required". */
export function fieldSentence(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

function sentence(message: string): string {
  const trimmed = message.trim();
  if (!trimmed) return '';
  const capitalized = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
