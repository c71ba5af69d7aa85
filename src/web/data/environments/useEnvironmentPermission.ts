import { useQuery } from '@tanstack/react-query';
import type { AccessClass } from '../../../contract';
import { type Permission, placeOf, usePermission } from '../../lib/identity';
import type { Place } from '../../lib/permissions';
import { environmentQueryOptions } from './queries';

/**
 * The place of an environment: its project and type, from the environment's own cache entry, which a page showing
 * the environment has filled already. A place changes seldom, so a copy a few minutes old will do.
 */
function useEnvironmentPlace(environmentId: string): Place | undefined {
  const { data } = useQuery({
    ...environmentQueryOptions(environmentId),
    staleTime: 5 * 60_000,
    select: placeOf,
  });
  return data;
}

/**
 * `usePermission` in an environment, placed by its project and type (read once, then cached); until the place is
 * known, the organization-wide decision.
 */
export function useEnvironmentPermission(
  operation: { access: AccessClass },
  organizationId: string,
  environmentId: string,
): Permission {
  return usePermission(operation, organizationId, useEnvironmentPlace(environmentId));
}
