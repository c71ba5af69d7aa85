import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatch, useNavigate } from 'react-router';
import { auditEventEndpoints, projectEndpoints, type Project } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/identity';
import { paths, routePatterns } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { CopyButton } from '../../../ui/CopyButton';
import { DetailList } from '../../../ui/DetailList';
import { PageHeader } from '../../../ui/PageHeader';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { PageState } from '../../../ui/PageState';
import { SectionNav } from '../../../ui/SectionNav';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { Deferred } from '../../../ui/Deferred';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { projectFromList, projectQueryOptions } from '../api/getProject';
import { LazyDeleteProjectDialog, LazyProjectFormDialog } from '../components/lazyDialogs';

export function ProjectPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const queryClient = useQueryClient();
  const project = useQuery({
    ...projectQueryOptions(projectId),
    placeholderData: () => projectFromList(queryClient, organizationId, projectId),
  });

  return (
    <PageState query={project} action="open this project" notFound={<RecordNotFound param="projectId" />}>
      {(data) => <ProjectOverview organizationId={organizationId} project={data} />}
    </PageState>
  );
}

function ProjectOverview({ organizationId, project }: { organizationId: string; project: Project }) {
  const navigate = useNavigate();
  const canEdit = usePermission(projectEndpoints.edit, organizationId, { projectId: project.id });
  const canDelete = usePermission(projectEndpoints.delete, organizationId, { projectId: project.id });
  // The activity is the audit log's, which only organization admins read.
  const readsActivity = usePermission(auditEventEndpoints.list, organizationId).allowed;
  const editing = useDialogTarget<Project>();
  const deletion = useDialogTarget<Project>();
  usePreloadWhenIdle([LazyProjectFormDialog, LazyDeleteProjectDialog], canEdit.allowed);
  // The details belong to the project's overview (its environments), not to its other sections.
  const onOverview = useMatch({ path: routePatterns.project, end: true }) !== null;

  return (
    <>
      <PageHeader
        title={project.name}
        description={project.description || 'No description.'}
        actions={
          <>
            <EditDeleteButtons
              onEdit={() => editing.show(project)}
              onDelete={() => deletion.show(project)}
              editReason={canEdit.reason}
              deleteReason={canDelete.reason}
            />
          </>
        }
      />
      <SectionNav
        label="Project sections"
        items={[
          { label: 'Environments', to: paths.project(organizationId, project.id), end: true },
          { label: 'Variables', to: paths.projectVariables(organizationId, project.id) },
          { label: 'Deployment rules', to: paths.projectDeploymentRules(organizationId, project.id) },
          ...(readsActivity
            ? [{ label: 'Activity', to: paths.projectActivity(organizationId, project.id) }]
            : []),
        ]}
      />
      {/* The project's environments, variables, deployment rules or activity: child routes, owned by other features. */}
      <Outlet />
      {onOverview && <ProjectDetails project={project} />}
      <Deferred when={editing.target !== undefined}>
        <LazyProjectFormDialog
          organizationId={organizationId}
          open={editing.open}
          onClose={editing.close}
          project={editing.target}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteProjectDialog
          project={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
          onDeleted={() => void navigate(paths.projects(organizationId), { replace: true })}
        />
      </Deferred>
    </>
  );
}

function ProjectDetails({ project }: { project: Project }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="project-details" sx={{ p: 3 }}>
      <Typography variant="h2" id="project-details" sx={{ mb: 2 }}>
        Details
      </Typography>
      <DetailList
        items={[
          {
            label: 'Project ID',
            value: (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {project.id}
                </Box>
                <CopyButton value={project.id} label="Copy project ID" />
              </Stack>
            ),
          },
          { label: 'Name', value: project.name },
          { label: 'Description', value: project.description || '—' },
          { label: 'Created', value: formatDateTime(project.created_at) },
          { label: 'Last updated', value: formatDateTime(project.updated_at ?? project.created_at) },
        ]}
      />
    </Paper>
  );
}
