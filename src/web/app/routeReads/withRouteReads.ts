import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { malformedRouteId } from '../../lib/notFound/routeIds';
import { sessionStore } from '../../lib/session/sessionStore';

// The table of reads imports every page's query options: it loads beside the pages' code, not with the entry.
const loadRouteReads = () => import('./routeReads');

/** The routes of the console's pages: their patterns start here (lib/paths.ts). */
const PAGE_PATTERN_PREFIX = '/organizations/';

/**
 * A route loader that starts the page's reads (routeReads.ts) and returns at once: the page does not wait for
 * them, it finds them in the cache, answered or under way. Without credentials nothing is asked (the page sends the
 * person to sign in), and an address whose ids cannot name a record asks nothing (the page says so).
 */
function routeReadsLoader(queryClient: QueryClient, pattern: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (sessionStore.get().credential && !malformedRouteId(params)) {
      loadRouteReads().then(
        ({ startRouteReads }) => startRouteReads(queryClient, pattern, params),
        // Offline or a new release: each page still asks for what it shows.
        () => undefined,
      );
    }
    return null;
  };
}

/**
 * The routes with a loader on every page's route that starts, as soon as the route is known and all at once, what
 * the page reads: the session's identity beside the page's records, rather than each part asking once the part
 * above it has its answer. React Router runs the loaders of the matched routes together, beside loading their code.
 */
export function withRouteReads(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route): RouteObject => {
    const pattern = route.path;
    const loader =
      pattern?.startsWith(PAGE_PATTERN_PREFIX) && !route.loader
        ? { loader: routeReadsLoader(queryClient, pattern) }
        : {};
    // An index route has neither a path nor children.
    if (route.index) return route;
    const children = route.children ? { children: withRouteReads(route.children, queryClient) } : {};
    return { ...route, ...loader, ...children };
  });
}
