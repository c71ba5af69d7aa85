import { Outlet, useParams } from 'react-router';
import { LazyRecordNotFound } from '../lib/notFound/LazyRecordNotFound';
import { malformedRouteId } from '../lib/notFound/routeIds';

/**
 * Every page below it opens only when the ids in its address can name records: a malformed one shows which record
 * is not found, before any request, rather than the API's complaint about a parameter.
 */
export function RouteIdsGuard() {
  const malformed = malformedRouteId(useParams());
  if (!malformed) return <Outlet />;
  return <LazyRecordNotFound param={malformed.param} malformed />;
}
