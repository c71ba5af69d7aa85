import { z } from 'zod';
import {
  availableRole,
  billingInfo,
  billingInfoRequest,
  customRole,
  customRoleCreateRequest,
  customRoleUpdateRequest,
  invitation,
  invitationAcceptRequest,
  invitationPreview,
  inviteMemberRequest,
  member,
  memberRemoveRequest,
  memberRoleUpdateRequest,
  permissions,
} from '../access';
import { session } from '../auth';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';
import { singleLine } from '../text';

const organizationParams = z.object({ organizationId: id });
const roleParams = organizationParams.extend({ customRoleId: id });
const inviteParams = organizationParams.extend({ inviteId: id });
/** The secret of an invitation link: 24 random bytes in base64url. */
const linkParams = z.object({
  invitationToken: singleLine().regex(/^[A-Za-z0-9_-]{32}$/, 'must be the secret of an invitation link'),
});

export const customRoleEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the custom roles of an organization',
    tag: 'Organization Custom Role',
    params: organizationParams,
    response: listOf(customRole),
  }),
  create: endpointSchemas({
    summary: 'Create a custom role (no access anywhere until its permissions are set)',
    tag: 'Organization Custom Role',
    params: organizationParams,
    body: customRoleCreateRequest,
    response: customRole,
  }),
  get: endpointSchemas({
    summary: 'Get a custom role',
    tag: 'Organization Custom Role',
    params: roleParams,
    response: customRole,
  }),
  edit: endpointSchemas({
    summary: 'Edit a custom role with its permission matrix',
    description:
      'The body replaces the whole matrix. A project of the organization that `project_permissions` leaves out ' +
      'gets NO_ACCESS on every environment type, as does a project created later; a cluster that ' +
      '`cluster_permissions` leaves out gets no permission. Each project and cluster may be listed once.',
    tag: 'Organization Custom Role',
    params: roleParams,
    body: customRoleUpdateRequest,
    response: customRole,
  }),
  delete: endpointSchemas({
    summary: 'Delete a custom role that no member, invitation or API token holds',
    tag: 'Organization Custom Role',
    params: roleParams,
    conflict: 'The role is held by a member, an invitation or an API token',
  }),
  available: endpointSchemas({
    summary: 'List the roles members, invitations and API tokens may be given',
    tag: 'Organization Custom Role',
    params: organizationParams,
    response: listOf(availableRole),
  }),
};

export const memberEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the members of an organization',
    tag: 'Members',
    params: organizationParams,
    response: listOf(member),
  }),
  editRole: endpointSchemas({
    summary: "Change a member's role",
    tag: 'Members',
    params: organizationParams,
    body: memberRoleUpdateRequest,
    response: member,
  }),
  remove: endpointSchemas({
    summary: 'Remove a member (never the last owner)',
    tag: 'Members',
    params: organizationParams,
    body: memberRemoveRequest,
  }),
  listInvitations: endpointSchemas({
    summary: 'List the pending and expired invitations of an organization',
    tag: 'Members',
    params: organizationParams,
    response: listOf(invitation),
  }),
  invite: endpointSchemas({
    summary: 'Invite someone by email with a role; the answer carries the invitation link, shown once',
    tag: 'Members',
    params: organizationParams,
    body: inviteMemberRequest,
    response: invitation,
  }),
  getInvitation: endpointSchemas({
    summary: 'Get an invitation',
    tag: 'Members',
    params: inviteParams,
    response: invitation,
  }),
  deleteInvitation: endpointSchemas({
    summary: 'Withdraw an invitation',
    tag: 'Members',
    params: inviteParams,
  }),
};

export const invitationEndpointSchemas = {
  preview: endpointSchemas({
    summary: 'What an invitation link invites to',
    tag: 'Members',
    params: linkParams,
    response: invitationPreview,
  }),
  accept: endpointSchemas({
    summary: 'Accept an invitation: set a password (or give the existing one) and get a session',
    tag: 'Members',
    params: linkParams,
    body: invitationAcceptRequest,
    response: session,
  }),
};

export const permissionEndpointSchemas = {
  get: endpointSchemas({
    summary: 'What the current credentials may do in an organization, and why not where they may not',
    tag: 'Organization',
    params: organizationParams,
    response: permissions,
  }),
};

export const billingEndpointSchemas = {
  get: endpointSchemas({
    summary: 'Get the billing info of an organization',
    tag: 'Billing',
    params: organizationParams,
    response: billingInfo,
  }),
  edit: endpointSchemas({
    summary: 'Edit the billing info of an organization',
    tag: 'Billing',
    params: organizationParams,
    body: billingInfoRequest,
    response: billingInfo,
  }),
};
