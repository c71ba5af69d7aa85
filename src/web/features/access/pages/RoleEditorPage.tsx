import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  customRoleEndpoints,
  environmentTypeLabels,
  type Cluster,
  type CustomRole,
  type Project,
} from '../../../../contract';
import { clustersQueryOptions } from '../../../data/clusters/queries';
import { projectsQueryOptions } from '../../../data/projects/queries';
import { usePermission } from '../../../lib/identity';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { ButtonLink } from '../../../ui/links';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Stack, Typography } from '../../../ui/primitives';
import { CellSelect, StickyMatrix } from '../../../ui/StickyMatrix';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { useEditRole } from '../api/mutations';
import { roleQueryOptions } from '../api/queries';
import {
  clusterPermissionOptions,
  environmentTypes,
  type Matrix,
  matrixOf,
  projectPermissionOptions,
  requestOf,
} from '../components/roleMatrix';

export function RoleEditorPage() {
  const organizationId = useRouteParam('organizationId');
  const customRoleId = useRouteParam('customRoleId');
  const role = useQuery(roleQueryOptions(organizationId, customRoleId));
  // The matrix's rows: every project and cluster the session reads, from the lists their own pages keep.
  const projects = useQuery(projectsQueryOptions(organizationId));
  const clusters = useQuery(clustersQueryOptions(organizationId));
  const both = {
    ...role,
    data:
      role.data && projects.data && clusters.data
        ? { role: role.data, projects: projects.data.results, clusters: clusters.data.results }
        : undefined,
    isPending: role.isPending || projects.isPending || clusters.isPending,
    error: role.error ?? projects.error ?? clusters.error,
  };
  return (
    <PageState query={both} action="open this role">
      {(data) => <RoleEditor key={data.role.id} organizationId={organizationId} {...data} />}
    </PageState>
  );
}

function RoleEditor({
  organizationId,
  role,
  projects,
  clusters,
}: {
  organizationId: string;
  role: CustomRole;
  projects: Project[];
  clusters: Cluster[];
}) {
  const canEdit = usePermission(customRoleEndpoints.edit, organizationId);
  const saved = matrixOf(
    role,
    projects.map((project) => project.id),
    clusters.map((cluster) => cluster.id),
  );
  const [matrix, setMatrix] = useState<Matrix>(saved);
  const listed = new Set(role.project_permissions.map((entry) => entry.project_id));
  const edit = useEditRole(organizationId, role.id);
  const changed = JSON.stringify(matrix) !== JSON.stringify(saved);
  const locked = canEdit.allowed ? undefined : canEdit.reason;

  const setProject = (
    projectId: string,
    change: (row: Matrix['projects'][string]) => Matrix['projects'][string],
  ) =>
    setMatrix((current) => {
      const row = current.projects[projectId];
      return row ? { ...current, projects: { ...current.projects, [projectId]: change(row) } } : current;
    });

  return (
    <Stack spacing={3} component="section" aria-labelledby="role-title">
      <SectionHeader
        id="role-title"
        title={`Role: ${role.name}`}
        description={
          role.description ||
          'What members and tokens holding this role may do, per project and environment type and per cluster.'
        }
        actions={
          <Stack direction="row" spacing={1}>
            <ButtonLink to={paths.roles(organizationId)}>Back to roles</ButtonLink>
            <ActionButton
              variant="contained"
              disabledReason={locked ?? (changed ? undefined : 'Nothing changed yet.')}
              loading={edit.isPending}
              onClick={() => edit.mutate(requestOf(role.name, role.description, matrix))}
            >
              Save permissions
            </ActionButton>
          </Stack>
        }
      />
      <div>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Projects
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Viewer reads, Deployer also deploys, Manager also creates, edits and deletes. A project admin
          manages every environment type and the project itself. A project the role does not list, such as one
          created after the role was saved, has no access on any environment type: it is shown here as No
          access, marked Not listed.
        </Typography>
        <StickyMatrix
          label="Project permissions"
          corner="Project"
          columns={[
            { id: 'admin', header: 'Project admin' },
            ...environmentTypes.map((type) => ({ id: type, header: environmentTypeLabels[type] })),
          ]}
          rows={projects.map((project) => {
            const row = matrix.projects[project.id];
            return {
              id: project.id,
              header: listed.has(project.id) ? (
                project.name
              ) : (
                <>
                  {project.name}
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    Not listed
                  </Typography>
                </>
              ),
              cells: {
                admin: (
                  <ToggleSwitch
                    label={`${project.name}: project admin`}
                    checked={row?.isAdmin ?? false}
                    disabledReason={locked}
                    onChange={(isAdmin) => setProject(project.id, (current) => ({ ...current, isAdmin }))}
                  />
                ),
                ...Object.fromEntries(
                  environmentTypes.map((type) => [
                    type,
                    <CellSelect
                      key={type}
                      label={`${project.name}: ${environmentTypeLabels[type]}`}
                      value={row?.isAdmin ? 'MANAGER' : (row?.permissions[type] ?? 'NO_ACCESS')}
                      options={projectPermissionOptions}
                      disabled={Boolean(locked) || row?.isAdmin}
                      onChange={(permission) =>
                        setProject(project.id, (current) => ({
                          ...current,
                          permissions: { ...current.permissions, [type]: permission },
                        }))
                      }
                    />,
                  ]),
                ),
              },
            };
          })}
        />
      </div>
      <div>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Clusters
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          A cluster the role does not list is out of its reach (No access).
        </Typography>
        <StickyMatrix
          label="Cluster permissions"
          corner="Cluster"
          maxHeight={320}
          columns={[{ id: 'permission', header: 'Permission' }]}
          rows={clusters.map((cluster) => ({
            id: cluster.id,
            header: cluster.name,
            cells: {
              permission: (
                <CellSelect
                  label={`${cluster.name}: permission`}
                  value={matrix.clusters[cluster.id] ?? 'NONE'}
                  options={clusterPermissionOptions}
                  disabled={Boolean(locked)}
                  onChange={(choice) =>
                    setMatrix((current) => ({
                      ...current,
                      clusters: { ...current.clusters, [cluster.id]: choice },
                    }))
                  }
                />
              ),
            },
          }))}
        />
      </div>
    </Stack>
  );
}
