import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { malformedRouteId } from '../lib/notFound/routeIds';

// Seldom shown, and never where a page opens: its code loads when an address needs it.
const RecordNotFound = lazy(async () => ({
  default: (await import('../lib/notFound/RecordNotFound')).RecordNotFound,
}));

/**
 * Every page below it opens only when the ids in its address can name records: a malformed one shows which record
 * is not found, before any request, rather than the API's complaint about a parameter.
 */
export function RouteIdsGuard() {
  const malformed = malformedRouteId(useParams());
  if (!malformed) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <RecordNotFound param={malformed.param} malformed />
    </Suspense>
  );
}
