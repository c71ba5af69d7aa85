import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingEndpoints,
  customRoleEndpoints,
  memberEndpoints,
  type BillingInfoRequest,
  type CustomRoleCreateRequest,
  type CustomRoleUpdateRequest,
  type InviteMemberRequest,
} from '../../../../contract';
import { accessKeys } from '../../../data/access/keys';
import { clusterKeys } from '../../../data/clusters/keys';
import { projectKeys } from '../../../data/projects/keys';
import { call } from '../../../lib/api/client';
import { identityKeys } from '../../../lib/identity';
import { permissionKeys } from '../../../lib/permissions';
import { errorNotice, useNotify } from '../../../ui/notice';
import { roleLabel } from '../../../lib/roleNames';

/**
 * After a change to roles or members, what anyone may do may have changed: the session's own rights included, and
 * so the projects and clusters it reads (the lists answer only those), which a role's matrix lists as its rows.
 */
function useRefreshAccess(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accessKeys.all }),
      queryClient.invalidateQueries({ queryKey: permissionKeys.of(organizationId) }),
      queryClient.invalidateQueries({ queryKey: identityKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list(organizationId) }),
      queryClient.invalidateQueries({ queryKey: clusterKeys.list(organizationId) }),
    ]);
}

export function useCreateRole(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  return useMutation({
    mutationFn: (body: CustomRoleCreateRequest) =>
      call(customRoleEndpoints.create, { params: { organizationId }, body }),
    onSuccess: refresh,
  });
}

export function useEditRole(organizationId: string, customRoleId: string) {
  const refresh = useRefreshAccess(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: CustomRoleUpdateRequest) =>
      call(customRoleEndpoints.edit, { params: { organizationId, customRoleId }, body }),
    onSuccess: async (role) => {
      await refresh();
      notify({ severity: 'success', message: `Role ${role.name} saved.` });
    },
    onError: (error) => notify(errorNotice(error, 'save this role')),
  });
}

export function useDeleteRole(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (customRoleId: string) =>
      call(customRoleEndpoints.delete, { params: { organizationId, customRoleId } }),
    onSuccess: refresh,
    onError: (error) => notify(errorNotice(error, 'delete this role')),
  });
}

export function useChangeMemberRole(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: { user_id: string; role_id: string }) =>
      call(memberEndpoints.editRole, { params: { organizationId }, body }),
    onSuccess: async (member) => {
      await refresh();
      notify({
        severity: 'success',
        message: `${member.name} is now ${roleLabel(member.role_id, member.role_name)}.`,
      });
    },
    onError: (error) => notify(errorNotice(error, "change this member's role")),
  });
}

export function useRemoveMember(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (userId: string) =>
      call(memberEndpoints.remove, { params: { organizationId }, body: { user_id: userId } }),
    onSuccess: refresh,
    onError: (error) => notify(errorNotice(error, 'remove this member')),
  });
}

export function useInvite(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  return useMutation({
    mutationFn: (body: InviteMemberRequest) =>
      call(memberEndpoints.invite, { params: { organizationId }, body }),
    onSuccess: refresh,
  });
}

export function useWithdrawInvitation(organizationId: string) {
  const refresh = useRefreshAccess(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (inviteId: string) =>
      call(memberEndpoints.deleteInvitation, { params: { organizationId, inviteId } }),
    onSuccess: refresh,
    onError: (error) => notify(errorNotice(error, 'withdraw this invitation')),
  });
}

export function useEditBilling(organizationId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: BillingInfoRequest) =>
      call(billingEndpoints.edit, { params: { organizationId }, body }),
    onSuccess: async (info) => {
      queryClient.setQueryData(accessKeys.billing(organizationId), info);
      notify({ severity: 'success', message: 'Billing info saved.' });
    },
  });
}
