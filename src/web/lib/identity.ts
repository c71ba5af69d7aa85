import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints, type AccessClass } from '../../contract';
import { call } from './api/client';
import { identityKeys } from './queryClient';
import { neededScope, scopeAllows, scopeLabels } from './scopes';

export { identityKeys };

/** Who the session's credentials belong to; shared by the shell and every feature that checks access. */
export const identityQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.current(),
    queryFn: ({ signal }) => call(authEndpoints.whoAmI, { signal }),
    // Scopes change rarely; the API still refuses what is not allowed.
    staleTime: 5 * 60_000,
  });

export interface Permission {
  allowed: boolean;
  /** Still finding out: not allowed yet, and not worth explaining. */
  pending: boolean;
  /** Why not, in words fit for a tooltip; absent when allowed. */
  reason?: string;
}

/** Whether the session may perform an operation (any contract endpoint) in an organization. */
export function usePermission(operation: { access: AccessClass }, organizationId: string): Permission {
  const { data, isPending } = useQuery(identityQueryOptions());
  if (isPending) return { allowed: false, pending: true, reason: 'Checking your access…' };
  const scope = data?.organizations.find((organization) => organization.id === organizationId)?.scope;
  if (scopeAllows(scope, operation.access)) return { allowed: true, pending: false };
  const needed = neededScope(operation.access);
  const have = scope
    ? `your access here is ${scopeLabels[scope]}`
    : 'you have no access to this organization';
  return {
    allowed: false,
    pending: false,
    reason: `Needs ${needed ? scopeLabels[needed] : 'more'} access — ${have}.`,
  };
}
