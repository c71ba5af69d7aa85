/**
 * What every failed call rejects with: the server's error body plus what the headers tell about the failure.
 * A network failure (nothing answered) has status 0.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The status phrase the server sent, e.g. "Conflict". */
  readonly error: string;
  /** The X-Request-Id of the failed request, to quote when reporting a problem. */
  readonly requestId: string | undefined;
  /** The request field the message is about, in form path notation ("name", "git_repository.url"). */
  readonly field: string | undefined;
  /** The message without its "body.field:" prefix, to show next to the field. */
  readonly fieldMessage: string | undefined;
  /** How long to wait before trying again, for 429 answers. */
  readonly retryAfterSeconds: number | undefined;
  /** The API address the request went to, so an unreachable server can be named. */
  readonly baseUrl: string;

  constructor(init: {
    status: number;
    error: string;
    message: string;
    baseUrl: string;
    requestId?: string | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.error = init.error;
    this.baseUrl = init.baseUrl;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    const located = locateField(init.message);
    this.field = located?.field;
    this.fieldMessage = located?.message;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const FIELD_MESSAGE = /^body\.([A-Za-z0-9_.[\]]+):\s*(.+)$/s;

/** The server names the offending field as "body.<path>: <message>"; array indexes appear as ".0" or "[0]". */
export function locateField(message: string): { field: string; message: string } | undefined {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { field: match[1].replace(/\[(\d+)\]/g, '.$1'), message: match[2] };
}
