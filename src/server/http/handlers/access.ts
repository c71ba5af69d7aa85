import type {
  billingEndpoints,
  customRoleEndpoints,
  invitationEndpoints,
  memberEndpoints,
  permissionEndpoints,
} from '../../../contract';
import { displayNameOf, scopeIn } from '../../domain/principal';
import { readReachOf } from '../../domain/reach';
import type { BillingService } from '../../modules/billing';
import type { MemberService } from '../../modules/members';
import { type RoleService, withinReach } from '../../modules/roles';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';

export function customRoleHandlers(roles: RoleService): HandlersFor<typeof customRoleEndpoints> {
  return {
    list: async (context) => {
      const { organizationId } = context.params;
      const reach = readReachOf(roleOfCaller(callerOf(context), organizationId));
      return { results: (await roles.list(organizationId)).map((role) => withinReach(role, reach)) };
    },
    create: ({ params, body }) => roles.create(params.organizationId, body),
    get: async (context) => {
      const { organizationId, customRoleId } = context.params;
      const reach = readReachOf(roleOfCaller(callerOf(context), organizationId));
      return withinReach(await roles.get(organizationId, customRoleId), reach);
    },
    edit: ({ params, body }) => roles.edit(params.organizationId, params.customRoleId, body),
    delete: ({ params }) => roles.delete(params.organizationId, params.customRoleId),
    available: async ({ params }) => ({ results: await roles.available(params.organizationId) }),
  };
}

export function memberHandlers(members: MemberService): HandlersFor<typeof memberEndpoints> {
  return {
    list: async ({ params }) => ({ results: await members.list(params.organizationId) }),
    editRole: (context) => {
      const organizationId = context.params.organizationId;
      const granter = roleOfCaller(callerOf(context), organizationId);
      return members.editRole(organizationId, context.body, granter);
    },
    remove: (context) => {
      const organizationId = context.params.organizationId;
      return members.remove(
        organizationId,
        context.body.user_id,
        roleOfCaller(callerOf(context), organizationId),
      );
    },
    listInvitations: async ({ params }) => ({
      results: await members.listInvitations(params.organizationId),
    }),
    invite: (context) => {
      const { request } = context;
      // The link opens the console, which is served where its requests come from.
      const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
      const caller = callerOf(context);
      const organizationId = context.params.organizationId;
      return members.invite(
        organizationId,
        context.body,
        { name: displayNameOf(caller), role: roleOfCaller(caller, organizationId) },
        origin,
      );
    },
    getInvitation: ({ params }) => members.getInvitation(params.organizationId, params.inviteId),
    deleteInvitation: ({ params }) => members.deleteInvitation(params.organizationId, params.inviteId),
  };
}

export function invitationHandlers(members: MemberService): HandlersFor<typeof invitationEndpoints> {
  return {
    preview: ({ params }) => members.preview(params.invitationToken),
    accept: ({ params, body }) => members.accept(params.invitationToken, body),
  };
}

export function permissionHandlers(roles: RoleService): HandlersFor<typeof permissionEndpoints> {
  return {
    get: (context) => {
      const principal = callerOf(context);
      const organizationId = context.params.organizationId;
      const role = roleOfCaller(principal, organizationId);
      return roles.permissions(organizationId, scopeIn(principal, organizationId) ?? 'READ', role);
    },
  };
}

export function billingHandlers(billing: BillingService): HandlersFor<typeof billingEndpoints> {
  return {
    get: ({ params }) => billing.get(params.organizationId),
    edit: ({ params, body }) => billing.edit(params.organizationId, body),
  };
}
