import AddIcon from '@mui/icons-material/Add';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { environmentEndpoints, type Environment } from '../../../../contract';
import { environmentsQueryOptions } from '../../../data/environments/queries';
import { placeOf, usePermission, usePermissionAt } from '../../../lib/identity';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { placementClustersQueryOptions } from '../api/placementClusters';
import { EnvironmentsTable } from '../components/EnvironmentsTable';
import { LazyDeleteEnvironmentDialog, LazyEnvironmentFormDialog } from '../components/lazyDialogs';

/** The environments of the project whose page this renders in (a child route of the project page). */
export function ProjectEnvironmentsSection() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const queryClient = useQueryClient();
  const environments = useQuery(environmentsQueryOptions(projectId));
  const canCreate = usePermission(environmentEndpoints.create, organizationId, { projectId });
  // Per environment: a custom role may manage development environments and only view production ones.
  const canEditAt = usePermissionAt(environmentEndpoints.edit, organizationId);
  const canDeleteAt = usePermissionAt(environmentEndpoints.delete, organizationId);
  // `null` stands for a new environment.
  const form = useDialogTarget<Environment | null>();
  const deletion = useDialogTarget<Environment>();
  usePreloadWhenIdle(
    [LazyEnvironmentFormDialog, LazyDeleteEnvironmentDialog],
    environments.data?.results.some((environment) => canEditAt(placeOf(environment)).allowed) ?? false,
  );
  // The create form opens on the default cluster; having the clusters at hand spares it a loading state.
  useEffect(() => {
    if (canCreate.allowed) void queryClient.prefetchQuery(placementClustersQueryOptions(organizationId));
  }, [canCreate.allowed, queryClient, organizationId]);

  useRegisterPageActions([
    {
      id: 'project.createEnvironment',
      label: 'Create environment',
      keywords: 'add new',
      disabledReason: canCreate.allowed ? undefined : canCreate.reason,
      run: () => form.show(null),
    },
  ]);

  const isEmpty = environments.data?.results.length === 0;
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={canCreate.reason}
    >
      Create environment
    </ActionButton>
  );

  return (
    <Box component="section" aria-labelledby="project-environments" sx={{ mb: 3 }}>
      <SectionHeader
        id="project-environments"
        title="Environments"
        description="Each environment runs the project’s services together on one cluster."
        actions={isEmpty ? undefined : createButton}
      />
      <PageState
        query={environments}
        action="view the environments of this project"
        pending={<TableSkeleton rows={3} label="Loading environments" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<LayersIcon />}
            level={3}
            title="No environments yet"
            description="Create an environment to deploy this project: for example development to try things out, then production for your users. You add services to it next."
            action={createButton}
          />
        }
      >
        {(data) => (
          <EnvironmentsTable
            organizationId={organizationId}
            environments={data.results}
            onEdit={form.show}
            onDelete={deletion.show}
            editDisabledReason={(environment) => canEditAt(placeOf(environment)).reason}
            deleteDisabledReason={(environment) => canDeleteAt(placeOf(environment)).reason}
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        <LazyEnvironmentFormDialog
          organizationId={organizationId}
          projectId={projectId}
          open={form.open}
          onClose={form.close}
          environment={form.target ?? undefined}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteEnvironmentDialog
          environment={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
        />
      </Deferred>
    </Box>
  );
}
