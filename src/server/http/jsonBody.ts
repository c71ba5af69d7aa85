import { isUtf8 } from 'node:buffer';
import { errorCodes, type FastifyInstance } from 'fastify';
import { invalidBody } from '../domain/errors';

/** The framework's parser errors carry their code and status; `errorHandler.ts` words them. */
const notJson = () => new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();

/**
 * Bodies are JSON only: a non-empty body of any other type answers 415.
 *
 * An empty body is no body, whatever type it declares: some clients send the header on every call (axios sends
 * `application/x-www-form-urlencoded` with `Content-Length: 0` on a call without a body). Operations that need a
 * body then answer 400 "body: is required"; the others run as without one.
 *
 * JSON is read as bytes and refused with 400 unless they are UTF-8: decoding them anyway would store U+FFFD in
 * place of every byte that is not.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    // Always a Buffer with parseAs 'buffer'; the framework's type allows a string for every parser.
    const body = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    if (!isUtf8(body)) {
      done(invalidBody([{ path: [], message: 'is not valid UTF-8' }]), undefined);
      return;
    }
    const text = body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else done(notJson(), undefined);
  });
}
