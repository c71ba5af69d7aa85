import { queryOptions } from '@tanstack/react-query';
import { customRoleEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { apiTokenKeys } from './keys';

/** The roles a token may be bound to: the built-in ones, then the organization's own. */
export const availableRolesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiTokenKeys.roles(organizationId),
    queryFn: ({ signal }) => call(customRoleEndpoints.available, { params: { organizationId }, signal }),
  });
