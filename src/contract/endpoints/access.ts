import { routes } from '../endpoint';
import type {
  billingEndpointSchemas,
  customRoleEndpointSchemas,
  invitationEndpointSchemas,
  memberEndpointSchemas,
  permissionEndpointSchemas,
} from './access.schemas';

const organizationScope = { param: 'organizationId', kind: 'organization' } as const;

export const customRoleEndpoints = routes<typeof customRoleEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/customRole',
    operationId: 'listOrganizationCustomRoles',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/organization/{organizationId}/customRole',
    operationId: 'createOrganizationCustomRole',
    access: 'admin',
    scopeParam: organizationScope,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/organization/{organizationId}/customRole/{customRoleId}',
    operationId: 'getOrganizationCustomRole',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/organization/{organizationId}/customRole/{customRoleId}',
    operationId: 'editOrganizationCustomRole',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/organization/{organizationId}/customRole/{customRoleId}',
    operationId: 'deleteOrganizationCustomRole',
    access: 'admin',
    scopeParam: organizationScope,
    status: 204,
  },
  available: {
    method: 'GET',
    path: '/organization/{organizationId}/availableRole',
    operationId: 'listOrganizationAvailableRoles',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
});

export const memberEndpoints = routes<typeof memberEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/member',
    operationId: 'getOrganizationMembers',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  editRole: {
    method: 'PUT',
    path: '/organization/{organizationId}/member',
    operationId: 'editOrganizationMemberRole',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: '/organization/{organizationId}/member',
    operationId: 'deleteMember',
    access: 'admin',
    scopeParam: organizationScope,
    status: 204,
  },
  listInvitations: {
    method: 'GET',
    path: '/organization/{organizationId}/inviteMember',
    operationId: 'getOrganizationInvitedMembers',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  invite: {
    method: 'POST',
    path: '/organization/{organizationId}/inviteMember',
    operationId: 'postInviteMember',
    access: 'admin',
    scopeParam: organizationScope,
    status: 201,
  },
  getInvitation: {
    method: 'GET',
    path: '/organization/{organizationId}/inviteMember/{inviteId}',
    operationId: 'getMemberInvitation',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  deleteInvitation: {
    method: 'DELETE',
    path: '/organization/{organizationId}/inviteMember/{inviteId}',
    operationId: 'deleteInviteMember',
    access: 'admin',
    scopeParam: organizationScope,
    status: 204,
  },
});

/** An addition: the invitee, who has no credentials yet, redeems the link's secret. */
export const invitationEndpoints = routes<typeof invitationEndpointSchemas>({
  preview: {
    method: 'GET',
    path: '/invitation/{invitationToken}',
    operationId: 'getInvitationByLink',
    access: 'public',
    status: 200,
  },
  accept: {
    method: 'POST',
    path: '/invitation/{invitationToken}/accept',
    operationId: 'acceptInvitationByLink',
    access: 'public',
    status: 200,
  },
});

/** An addition: what the current credentials may do in an organization, for the console to show. */
export const permissionEndpoints = routes<typeof permissionEndpointSchemas>({
  get: {
    method: 'GET',
    path: '/organization/{organizationId}/permissions',
    operationId: 'getOrganizationPermissions',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
});

export const billingEndpoints = routes<typeof billingEndpointSchemas>({
  get: {
    method: 'GET',
    path: '/organization/{organizationId}/billingInfo',
    operationId: 'getOrganizationBillingInfo',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/organization/{organizationId}/billingInfo',
    operationId: 'editOrganizationBillingInfo',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
});
