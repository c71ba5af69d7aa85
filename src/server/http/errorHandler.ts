import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientFailureOf, errorBody } from './errors';

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  // The body is already final: the route's serializer must not run over it again.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(errorBody(status, message));
}

/** Messages for the framework's own client errors, which otherwise speak about its internals. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Request bodies must be JSON: send Content-Type: application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

/**
 * Every failure answers `{status, error, message}`. Client errors say what was wrong; anything else is logged
 * here and answered with a generic 500 that leaks nothing.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const failure = clientFailureOf(error);
  if (failure?.retryAfterSeconds !== undefined) reply.header('Retry-After', failure.retryAfterSeconds);
  if (failure) return sendError(reply, failure.status, failure.message);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const message =
      frameworkMessages[code] ?? (error instanceof SyntaxError ? 'body: is not valid JSON' : error.message);
    return sendError(reply, status, message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'Something went wrong on our side; the error was logged');
}
