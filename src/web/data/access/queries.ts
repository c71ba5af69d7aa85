import { queryOptions } from '@tanstack/react-query';
import { customRoleEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { accessKeys } from './keys';

/** The roles a member or a token may be given: the built-in ones, then the organization's own. */
export const availableRolesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.availableRoles(organizationId),
    queryFn: ({ signal }) => call(customRoleEndpoints.available, { params: { organizationId }, signal }),
  });
