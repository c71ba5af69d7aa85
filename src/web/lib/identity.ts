import { queryOptions } from '@tanstack/react-query';
import { authEndpoints, type AccessClass, type EnvironmentMode } from '../../contract';
import { call } from './api/client';
import { identityKeys } from './queryClient';
import { decisionAt, type Place, useOrganizationPermissions } from './permissions';

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

/**
 * Whether the session may perform an operation (any contract endpoint) in an organization, at a place (a project
 * and environment type, or a cluster) when the operation is about one: the token's scope and the role together, as
 * the permissions endpoint answers them. The server still decides every request.
 */
export function usePermission(
  operation: { access: AccessClass },
  organizationId: string,
  place?: Place,
): Permission {
  return usePermissionAt(operation, organizationId)(place);
}

/**
 * `usePermission` for many places at once (a table's rows, each an environment of its own type): one hook call,
 * answering for any place asked.
 */
export function usePermissionAt(
  operation: { access: AccessClass },
  organizationId: string,
): (place?: Place) => Permission {
  const { data, isPending } = useOrganizationPermissions(organizationId);
  return (place) => {
    if (operation.access === 'public' || operation.access === 'authenticated')
      return { allowed: true, pending: false };
    if (isPending) return { allowed: false, pending: true, reason: 'Checking your access…' };
    if (!data) return { allowed: false, pending: false, reason: 'Your access here could not be checked.' };
    const decision = decisionAt(data, operation.access, place);
    return decision.allowed
      ? { allowed: true, pending: false }
      : { allowed: false, pending: false, reason: decision.reason ?? 'Not allowed.' };
  };
}

/** The place of an environment record, for `usePermission`. */
export const placeOf = (environment: { project: { id: string }; mode: EnvironmentMode }): Place => ({
  projectId: environment.project.id,
  environmentType: environment.mode,
});
