import AddIcon from '@mui/icons-material/Add';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { useQuery } from '@tanstack/react-query';
import { projectEndpoints, type Project } from '../../../../contract';
import { projectsQueryOptions } from '../../../data/projects/queries';
import { usePermission } from '../../../lib/identity';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { LazyRecordNotFound } from '../../../lib/notFound/LazyRecordNotFound';
import { isNotFound } from '../../../lib/notFound/routeIds';
import { PageState } from '../../../ui/PageState';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { Deferred } from '../../../ui/Deferred';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { LazyDeleteProjectDialog, LazyProjectFormDialog } from '../components/lazyDialogs';
import { ProjectsTable } from '../components/ProjectsTable';

export function ProjectsPage() {
  const organizationId = useRouteParam('organizationId');
  const projects = useQuery(projectsQueryOptions(organizationId));
  const canCreate = usePermission(projectEndpoints.create, organizationId);
  const canEdit = usePermission(projectEndpoints.edit, organizationId);
  const canDelete = usePermission(projectEndpoints.delete, organizationId);
  // `null` stands for a new project.
  const form = useDialogTarget<Project | null>();
  const deletion = useDialogTarget<Project>();
  usePreloadWhenIdle([LazyProjectFormDialog, LazyDeleteProjectDialog], canEdit.allowed);

  useRegisterPageActions([
    {
      id: 'projects.create',
      label: 'Create project',
      keywords: 'add new',
      disabledReason: canCreate.allowed ? undefined : canCreate.reason,
      run: () => form.show(null),
    },
  ]);

  const isEmpty = projects.data?.results.length === 0;
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={canCreate.reason}
    >
      Create project
    </ActionButton>
  );

  // The organization's projects are not there when the organization is not.
  if (isNotFound(projects.error)) return <LazyRecordNotFound param="organizationId" />;
  return (
    <>
      <PageHeader
        title="Projects"
        description="Each project holds the environments and services of one application."
        actions={isEmpty ? undefined : createButton}
      />
      <PageState
        query={projects}
        action="view the projects of this organization"
        pending={<TableSkeleton label="Loading projects" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<FolderIcon />}
            title="No projects yet — create the first one"
            description="A project groups the environments and services of one application. Create one to start deploying."
            action={createButton}
          />
        }
      >
        {(data) => (
          <ProjectsTable
            organizationId={organizationId}
            projects={data.results}
            onEdit={form.show}
            onDelete={deletion.show}
            editDisabledReason={canEdit.reason}
            deleteDisabledReason={canDelete.reason}
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        <LazyProjectFormDialog
          organizationId={organizationId}
          open={form.open}
          onClose={form.close}
          project={form.target ?? undefined}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteProjectDialog project={deletion.target} open={deletion.open} onClose={deletion.close} />
      </Deferred>
    </>
  );
}
