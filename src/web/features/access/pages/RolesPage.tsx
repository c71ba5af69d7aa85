import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  customRoleCreateRequest,
  customRoleEndpoints,
  type CustomRole,
  type CustomRoleCreateRequest,
} from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/form/FormDialog';
import { TextField } from '../../../ui/form/TextField';
import { TextLink } from '../../../ui/links';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Stack, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { useCreateRole, useDeleteRole } from '../api/mutations';
import { rolesQueryOptions } from '../api/queries';

const builtInRoles = [
  {
    name: 'Owner',
    description: 'Everything, and the organization itself. An organization always keeps one.',
  },
  {
    name: 'Admin',
    description: 'Everything: settings, tokens, members, roles, billing, every project and cluster.',
  },
  {
    name: 'Developer',
    description: 'Create, edit, delete and deploy in every project; no organization settings.',
  },
  { name: 'Viewer', description: 'Read everything, change nothing.' },
];

/** Summary of what a custom role reaches, for its row. */
type ProjectGrant = Pick<CustomRole['project_permissions'][number], 'is_admin' | 'permissions'>;
const grantsAccess = (grant: ProjectGrant) =>
  grant.is_admin || grant.permissions.some((permission) => permission.permission !== 'NO_ACCESS');
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A role with an all-projects row reaches every project but those it lists at no access, later ones included. */
function projectReachOf(role: CustomRole): string {
  if (role.all_projects && grantsAccess(role.all_projects)) {
    const shut = role.project_permissions.filter((entry) => !grantsAccess(entry)).length;
    return shut === 0 ? 'All projects' : `All projects but ${shut}`;
  }
  return plural(role.project_permissions.filter(grantsAccess).length, 'project');
}

function reachOf(role: CustomRole): string {
  return `${projectReachOf(role)}, ${plural(role.cluster_permissions.length, 'cluster')}`;
}

export function RolesPage() {
  const organizationId = useRouteParam('organizationId');
  const navigate = useNavigate();
  const roles = useQuery(rolesQueryOptions(organizationId));
  const canManage = usePermission(customRoleEndpoints.create, organizationId);
  const [creating, setCreating] = useState(false);
  const deletion = useDialogTarget<CustomRole>();
  const create = useCreateRole(organizationId);
  const remove = useDeleteRole(organizationId);

  return (
    <Stack spacing={4} component="section" aria-labelledby="roles-title">
      <div>
        <SectionHeader
          id="roles-title"
          title="Custom roles"
          description="A custom role says, per cluster and per project and environment type, what its members and tokens may do."
          actions={
            <ActionButton
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              disabledReason={canManage.allowed ? undefined : canManage.reason}
            >
              Create role
            </ActionButton>
          }
        />
        <PageState query={roles} action="view the roles of this organization">
          {(data) => (
            <DataTable
              label="Custom roles"
              rows={data.results}
              getRowId={(role) => role.id}
              empty={
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  No custom roles yet: members and tokens hold built-in roles.
                </Typography>
              }
              columns={[
                {
                  id: 'name',
                  header: 'Name',
                  sortValue: (role) => role.name.toLowerCase(),
                  render: (role) => <TextLink to={paths.role(organizationId, role.id)}>{role.name}</TextLink>,
                },
                { id: 'reach', header: 'Reaches', render: reachOf },
                { id: 'description', header: 'Description', grow: true, render: (role) => role.description },
              ]}
              rowActions={(role) => (
                <Stack direction="row" spacing={1}>
                  <ActionButton
                    size="small"
                    onClick={() => navigate(paths.role(organizationId, role.id))}
                    aria-label={`Edit permissions of ${role.name}`}
                  >
                    Edit
                  </ActionButton>
                  <ActionButton
                    size="small"
                    color="error"
                    onClick={() => deletion.show(role)}
                    disabledReason={canManage.allowed ? undefined : canManage.reason}
                    aria-label={`Delete ${role.name}`}
                  >
                    Delete
                  </ActionButton>
                </Stack>
              )}
            />
          )}
        </PageState>
      </div>
      <div>
        <SectionHeader
          id="built-in-roles"
          title="Built-in roles"
          description="Every organization has them."
        />
        <DataTable
          label="Built-in roles"
          rows={builtInRoles}
          getRowId={(role) => role.name}
          columns={[
            { id: 'name', header: 'Name', width: 160, render: (role) => role.name },
            { id: 'description', header: 'May', grow: true, render: (role) => role.description },
          ]}
        />
      </div>
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Create role"
        description="A new role reaches nothing: set its permissions next."
        submitLabel="Create and set permissions"
        schema={customRoleCreateRequest}
        defaultValues={{ name: '', description: '' } satisfies CustomRoleCreateRequest}
        onSubmit={async (values) => {
          const role = await create.mutateAsync(values);
          setCreating(false);
          await navigate(paths.role(organizationId, role.id));
        }}
        conflictField="name"
        action="create roles here"
      >
        <TextField name="name" label="Name" required autoFocus autoComplete="off" />
        <TextField name="description" label="Description" multiline minRows={2} />
      </FormDialog>
      <ConfirmDialog
        open={deletion.open}
        title="Delete role?"
        confirmLabel="Delete role"
        destructive
        onConfirm={async () => {
          if (deletion.target) await remove.mutateAsync(deletion.target.id);
          deletion.close();
        }}
        onClose={deletion.close}
      >
        {`The role ${deletion.target?.name ?? ''} is deleted. A role that members, invitations or tokens hold cannot be.`}
      </ConfirmDialog>
    </Stack>
  );
}
