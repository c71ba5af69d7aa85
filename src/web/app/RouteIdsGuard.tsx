import { Outlet, useParams } from 'react-router';
import { RecordNotFound } from '../lib/notFound/RecordNotFound';
import { malformedRouteId } from '../lib/notFound/routeIds';

/**
 * Every page below it opens only when the ids in its address can name records: a malformed one shows which record
 * is not found, before any request, rather than the API's complaint about a parameter.
 */
export function RouteIdsGuard() {
  const malformed = malformedRouteId(useParams());
  return malformed ? <RecordNotFound param={malformed.param} malformed /> : <Outlet />;
}
