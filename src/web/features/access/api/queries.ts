import { queryOptions } from '@tanstack/react-query';
import { billingEndpoints, customRoleEndpoints, memberEndpoints } from '../../../../contract';
import { accessKeys } from '../../../data/access/keys';
import { call } from '../../../lib/api/client';

export const rolesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.roles(organizationId),
    queryFn: ({ signal }) => call(customRoleEndpoints.list, { params: { organizationId }, signal }),
  });

export const roleQueryOptions = (organizationId: string, customRoleId: string) =>
  queryOptions({
    queryKey: accessKeys.role(organizationId, customRoleId),
    queryFn: ({ signal }) =>
      call(customRoleEndpoints.get, { params: { organizationId, customRoleId }, signal }),
  });

export const membersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.members(organizationId),
    queryFn: ({ signal }) => call(memberEndpoints.list, { params: { organizationId }, signal }),
  });

export const invitationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.invitations(organizationId),
    queryFn: ({ signal }) => call(memberEndpoints.listInvitations, { params: { organizationId }, signal }),
  });

export const billingQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.billing(organizationId),
    queryFn: ({ signal }) => call(billingEndpoints.get, { params: { organizationId }, signal }),
  });
