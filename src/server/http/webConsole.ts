import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundError } from '../domain/errors';
import { API_PREFIX, isApiPath } from './apiPaths';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Platform console</title></head>
<body>
<h1>The console is not built yet</h1>
<p>The API is running at <a href="${API_PREFIX}/openapi.json">${API_PREFIX}</a>.
To use the console, run <code>npm run build</code> and restart the server.</p>
</body>
</html>
`;

/** The console's front door, or browser navigation to one of its own routes (it routes on the client side). */
function isConsoleNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const path = request.url.split('?')[0];
  return path === '/' || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built console at `/`. Client-side routes fall back to its index.html; without a build, a short
 * page says how to make one. Everything else unknown is a 404 error body.
 */
export async function registerWebConsole(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: webDistDir });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isConsoleNavigation(request)) {
      if (built) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    // As asked: an alias of /api is routed by the URL under /api (canonicalApiUrl), but names its own path here.
    const path = request.originalUrl.split('?')[0];
    throw new NotFoundError(`No route ${request.method} ${path}`);
  });
}
