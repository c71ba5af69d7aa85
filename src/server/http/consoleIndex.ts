import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the console's build (vite.config.ts): for each page's route pattern, the chunks its deep link loads. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface RoutePreloads {
  pattern: string;
  files: string[];
}

/** `/a/:id/b/:section?` as a regular expression over a whole path: each parameter one segment, `?` optional. */
function patternExpression(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

function readRoutePreloads(webDistDir: string): { expression: RegExp; files: string[] }[] {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const table = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads[];
  return table.map(({ pattern, files }) => ({ expression: patternExpression(pattern), files }));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The console's index.html for an address: with module preloads of the chunks the address's page loads after the
 * entry (the build's table), so the browser fetches and compiles them beside the entry rather than after it has
 * run and matched the route. An address the table does not know gets the plain file. Each variant is made once per
 * build: a console rebuilt under a running server is read again.
 */
export function consoleIndex(webDistDir: string): (path: string) => string {
  const indexFile = join(webDistDir, 'index.html');
  let build: { modified: number; html: string; routes: ReturnType<typeof readRoutePreloads> } | undefined;
  const variants = new Map<RegExp, string>();
  const current = () => {
    const modified = statSync(indexFile).mtimeMs;
    if (build?.modified !== modified) {
      build = { modified, html: readFileSync(indexFile, 'utf8'), routes: readRoutePreloads(webDistDir) };
      variants.clear();
    }
    return build;
  };
  return (path) => {
    const { html, routes } = current();
    const route = routes.find(({ expression }) => expression.test(path));
    if (!route || route.files.length === 0 || !html.includes('</head>')) return html;
    let variant = variants.get(route.expression);
    if (variant === undefined) {
      const links = route.files
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">\n`)
        .join('');
      variant = html.replace('</head>', `${links}  </head>`);
      variants.set(route.expression, variant);
    }
    return variant;
  };
}
