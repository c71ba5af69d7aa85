import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customRoleEndpoints, type Cluster, type CustomRole, type Project } from '../../../../contract';
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
import { useEditRole } from '../api/mutations';
import { roleQueryOptions } from '../api/queries';
import { ProjectPermissionsMatrix } from '../components/ProjectPermissionsMatrix';
import { clusterPermissionOptions, type Matrix, matrixOf, requestOf } from '../components/roleMatrix';

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
  const edit = useEditRole(organizationId, role.id);
  const changed = JSON.stringify(matrix) !== JSON.stringify(saved);
  const locked = canEdit.allowed ? undefined : canEdit.reason;

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
          manages every environment type and the project itself. The first row, all projects, applies to every
          project the role does not list, including projects created after it is saved; a project's own row
          overrides it. A project marked Not listed follows the first row until you change its own.
        </Typography>
        <ProjectPermissionsMatrix
          projects={projects}
          matrix={matrix}
          lockedReason={locked}
          onChange={setMatrix}
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
