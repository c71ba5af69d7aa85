import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './db/errors';

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** How the log writes an error: pino's shape (type, message, stack, own fields, cause), with query values left out. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  const safe = loggableError(error);
  if (!(safe instanceof Error)) return { type: typeof safe, message: String(safe), stack: '' };
  const { name, message, stack, cause, ...fields } = safe as Error & Record<string, unknown>;
  const serialized: SerializedError = { ...fields, type: name, message, stack: stack ?? '' };
  if (cause !== undefined && depth < 5) serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

/** The server's logger options with its error serializer, so no log line carries what a query was sent. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...base.serializers, err: (error: unknown) => serializeError(error) } };
}
