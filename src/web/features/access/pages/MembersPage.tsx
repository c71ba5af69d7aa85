import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  inviteMemberRequest,
  memberEndpoints,
  type Invitation,
  type InviteMemberRequest,
  type Member,
} from '../../../../contract';
import { availableRolesQueryOptions } from '../../../data/access/queries';
import { usePermission } from '../../../lib/identity';
import { useOwnerChangeRefusal, useRoleGrantRefusal } from '../../../lib/roleGrants';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton, ActionIconButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyButton } from '../../../ui/CopyButton';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { MessageDialog } from '../../../ui/MessageDialog';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Alert, Stack, Typography } from '../../../ui/primitives';
import { CellSelect } from '../../../ui/StickyMatrix';
import { DataTable } from '../../../ui/table/DataTable';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { useChangeMemberRole, useInvite, useRemoveMember, useWithdrawInvitation } from '../api/mutations';
import { invitationsQueryOptions, membersQueryOptions } from '../api/queries';
import { roleLabel } from '../../../lib/roleNames';

export function MembersPage() {
  const organizationId = useRouteParam('organizationId');
  const members = useQuery(membersQueryOptions(organizationId));
  const canManage = usePermission(memberEndpoints.invite, organizationId);
  const invitations = useQuery({ ...invitationsQueryOptions(organizationId), enabled: canManage.allowed });
  const roles = useQuery(availableRolesQueryOptions(organizationId));
  const grantRefusal = useRoleGrantRefusal(organizationId);
  const ownerChangeRefusal = useOwnerChangeRefusal(organizationId);
  const roleOptions = (roles.data?.results ?? []).map((role) => ({
    value: role.id,
    label: roleLabel(role.id, role.name),
    disabledReason: grantRefusal(role.id),
  }));
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<Invitation>();
  const removal = useDialogTarget<Member>();
  const withdrawal = useDialogTarget<Invitation>();
  const changeRole = useChangeMemberRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const invite = useInvite(organizationId);
  const withdraw = useWithdrawInvitation(organizationId);
  const locked = canManage.allowed ? undefined : canManage.reason;

  return (
    <Stack spacing={4} component="section" aria-labelledby="members-title">
      <div>
        <SectionHeader
          id="members-title"
          title="Members"
          description="People who sign in to this organization, each with a role."
          actions={
            <ActionButton
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setInviting(true)}
              disabledReason={locked}
            >
              Invite member
            </ActionButton>
          }
        />
        <PageState query={members} action="view the members of this organization">
          {(data) => {
            const owners = data.results.filter((member) => member.role === 'OWNER').length;
            // The server refuses it too (409): an organization always keeps an owner.
            const removalRefusal = (member: Member) =>
              locked ??
              ownerChangeRefusal(member) ??
              (member.role === 'OWNER' && owners <= 1
                ? `${member.name} is the last owner: make someone else an owner first.`
                : undefined);
            return (
              <DataTable
                label="Members"
                rows={data.results}
                getRowId={(member) => member.id}
                search={{ label: 'Search members', text: (member) => `${member.name} ${member.email}` }}
                columns={[
                  {
                    id: 'name',
                    header: 'Name',
                    sortValue: (member) => member.name.toLowerCase(),
                    render: (member) => (
                      <>
                        {member.name}
                        {/* On phones the email stands under the name rather than in a column of its own. */}
                        <Typography
                          variant="caption"
                          component="div"
                          sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                        >
                          {member.email}
                        </Typography>
                      </>
                    ),
                  },
                  {
                    id: 'email',
                    header: 'Email',
                    grow: true,
                    hideBelow: 'sm',
                    render: (member) => member.email,
                  },
                  {
                    id: 'role',
                    header: 'Role',
                    width: 170,
                    render: (member) =>
                      // An owner's role is an owner's to change: others read it (Remove says why).
                      locked || roleOptions.length === 0 || ownerChangeRefusal(member) ? (
                        roleLabel(member.role_id, member.role_name)
                      ) : (
                        <CellSelect
                          width={{ xs: 120, sm: 160 }}
                          label={`Role of ${member.name}`}
                          value={member.role_id}
                          options={roleOptions}
                          onChange={(roleId) => changeRole.mutate({ user_id: member.id, role_id: roleId })}
                        />
                      ),
                  },
                ]}
                rowActions={(member) => (
                  <ActionIconButton
                    label={`Remove ${member.name}`}
                    icon={<PersonRemoveIcon fontSize="small" />}
                    color="error"
                    onClick={() => removal.show(member)}
                    disabledReason={removalRefusal(member)}
                  />
                )}
              />
            );
          }}
        </PageState>
      </div>
      {canManage.allowed ? (
        <div>
          <SectionHeader
            id="invitations-title"
            title="Pending invitations"
            description="Each link works once, for 7 days."
          />
          <PageState query={invitations} action="view the invitations of this organization">
            {(data) => (
              <DataTable
                label="Pending invitations"
                rows={data.results}
                getRowId={(invitation) => invitation.id}
                empty={
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    No invitations waiting.
                  </Typography>
                }
                columns={[
                  { id: 'email', header: 'Email', grow: true, render: (invitation) => invitation.email },
                  {
                    id: 'role',
                    header: 'Role',
                    width: 160,
                    render: (invitation) => roleLabel(invitation.role_id, invitation.role_name),
                  },
                  {
                    id: 'status',
                    header: 'Status',
                    width: 120,
                    render: (invitation) =>
                      invitation.invitation_status === 'PENDING' ? 'Pending' : 'Expired',
                  },
                  {
                    id: 'inviter',
                    header: 'Invited by',
                    width: 200,
                    hideBelow: 'md',
                    render: (i) => i.inviter,
                  },
                ]}
                rowActions={(invitation) => (
                  <ActionButton
                    size="small"
                    onClick={() => withdrawal.show(invitation)}
                    aria-label={`Withdraw the invitation of ${invitation.email}`}
                  >
                    Withdraw
                  </ActionButton>
                )}
              />
            )}
          </PageState>
        </div>
      ) : (
        <Alert severity="info" variant="outlined">
          Only admins see and send invitations. {canManage.reason}
        </Alert>
      )}
      <FormDialog
        open={inviting}
        onClose={() => setInviting(false)}
        title="Invite member"
        description="No mail leaves this platform: you get a link to pass on, shown once."
        submitLabel="Create invitation"
        schema={inviteMemberRequest}
        defaultValues={{ email: '', role_id: roleOptions.at(-1)?.value } satisfies InviteMemberRequest}
        onSubmit={async (values) => {
          const created = await invite.mutateAsync(values);
          setInviting(false);
          setLink(created);
        }}
        conflictField="email"
        action="invite members here"
      >
        <TextField name="email" label="Email" type="email" required autoFocus autoComplete="off" />
        <SelectField name="role_id" label="Role" options={roleOptions} required />
      </FormDialog>
      <MessageDialog open={link !== undefined} title="Invitation link" onClose={() => setLink(undefined)}>
        <Stack spacing={2}>
          <Typography variant="body2">
            Send this link to {link?.email}. It is shown this once; whoever opens it sets a password and joins
            as {link ? roleLabel(link.role_id, link.role_name) : ''}.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="body2"
              data-testid="invitation-link"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {link?.invitation_link}
            </Typography>
            <CopyButton value={link?.invitation_link ?? ''} label="Copy invitation link" />
          </Stack>
        </Stack>
      </MessageDialog>
      <ConfirmDialog
        open={removal.open}
        title="Remove member?"
        confirmLabel="Remove member"
        destructive
        onConfirm={async () => {
          if (removal.target) await remove.mutateAsync(removal.target.id);
          removal.close();
        }}
        onClose={removal.close}
      >
        {`${removal.target?.name ?? ''} loses access to this organization.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={withdrawal.open}
        title="Withdraw invitation?"
        confirmLabel="Withdraw invitation"
        onConfirm={async () => {
          if (withdrawal.target) await withdraw.mutateAsync(withdrawal.target.id);
          withdrawal.close();
        }}
        onClose={withdrawal.close}
      >
        {`The link sent to ${withdrawal.target?.email ?? ''} stops working.`}
      </ConfirmDialog>
    </Stack>
  );
}
