import { useQuery } from '@tanstack/react-query';
import { useMatches, useParams } from 'react-router';
import { identityQueryOptions } from '../../lib/identity';
import type { RouteHandle } from '../../lib/routeHandle';
import { isRouteHandle } from '../routeHandle';

/** The organizations the session can see and the one the page is about (or the first, off organization pages). */
export function useOrganizations() {
  const identity = useQuery(identityQueryOptions());
  const { organizationId } = useParams();
  const organizations = identity.data?.organizations ?? [];
  const current = organizationId
    ? organizations.find((organization) => organization.id === organizationId)
    : organizations[0];
  return { identity, organizations, current, currentId: organizationId ?? current?.id };
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
