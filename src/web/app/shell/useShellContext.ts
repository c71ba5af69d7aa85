import { useQuery } from '@tanstack/react-query';
import { useMatches, useParams } from 'react-router';
import { identityQueryOptions } from '../../lib/identity';
import { isWellFormedId } from '../../lib/notFound/routeIds';
import type { RouteHandle } from '../../lib/routeHandle';
import { isRouteHandle } from '../routeHandle';

/**
 * The organizations the session can see and the one the page is about (or the first, off organization pages).
 * `currentId` is the organization the shell's links lead into: the page's when the session knows it (or may, while
 * it is still loading), else the first, so an address naming no organization (a malformed or unknown id) leaves no
 * link carrying that id.
 */
export function useOrganizations() {
  const identity = useQuery(identityQueryOptions());
  const { organizationId } = useParams();
  const organizations = identity.data?.organizations ?? [];
  // Ids are read in lowercase wherever they appear, as the API reads them.
  const named = organizationId?.toLowerCase();
  const current = named ? organizations.find((organization) => organization.id === named) : organizations[0];
  const stillLoading = identity.isPending && named !== undefined && isWellFormedId(named);
  const currentId = current?.id ?? (stillLoading ? named : organizations[0]?.id);
  return { identity, organizations, current, currentId };
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
