import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON only: anything else is answered 415 by the framework (its text/plain parser is removed).
 * An empty body with a JSON content type counts as no body, as some clients send the header on every POST;
 * operations that need a body then answer 400 "body: is required".
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
