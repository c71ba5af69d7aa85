import AddIcon from '@mui/icons-material/Add';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { useQuery } from '@tanstack/react-query';
import { helmRepositoryEndpoints, type HelmRepository } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { helmRepositoriesQueryOptions } from '../api/getHelmRepositories';
import { LazyDeleteHelmRepositoryDialog, LazyHelmRepositoryFormDialog } from '../components/lazyDialogs';
import { RegistriesTable } from '../components/RegistriesTable';
import { registryColumns } from '../components/registryColumns';
import { helmRepositoryKinds } from '../components/registryKinds';

const columns = registryColumns<HelmRepository['kind'], HelmRepository>(helmRepositoryKinds, [
  {
    id: 'tls',
    header: 'TLS',
    hideBelow: 'md',
    sortValue: (repository) => (repository.skip_tls_verification ? 1 : 0),
    render: (repository) =>
      repository.skip_tls_verification ? (
        <Typography variant="body2" component="span" sx={{ color: 'warning.main' }}>
          Not verified
        </Typography>
      ) : (
        'Verified'
      ),
  },
]);

export function HelmRepositoriesPage() {
  const organizationId = useRouteParam('organizationId');
  const repositories = useQuery(helmRepositoriesQueryOptions(organizationId));
  const canCreate = usePermission(helmRepositoryEndpoints.create, organizationId);
  const canChange = usePermission(helmRepositoryEndpoints.edit, organizationId);
  // `null` stands for a new repository.
  const form = useDialogTarget<HelmRepository | null>();
  const deletion = useDialogTarget<HelmRepository>();
  usePreloadWhenIdle([LazyHelmRepositoryFormDialog, LazyDeleteHelmRepositoryDialog], canChange.allowed);

  const isEmpty = repositories.data?.results.length === 0;
  const addButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={canCreate.reason}
    >
      Add helm repository
    </ActionButton>
  );

  return (
    <section aria-labelledby="helm-repositories-title">
      <SectionHeader
        id="helm-repositories-title"
        title="Helm repositories"
        description="Chart repositories and OCI registries that helm services install charts from."
        actions={isEmpty ? undefined : addButton}
      />
      <PageState
        query={repositories}
        action="view the helm repositories of this organization"
        pending={<TableSkeleton label="Loading helm repositories" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={3}
            icon={<DirectionsBoatIcon />}
            title="No helm repositories yet"
            description="Add a chart repository (HTTPS or OCI) to install its charts as helm services. Charts kept in git need none."
            action={addButton}
          />
        }
      >
        {(data) => (
          <RegistriesTable
            label="Helm repositories"
            columns={columns}
            records={data.results}
            onEdit={form.show}
            onDelete={deletion.show}
            changeDisabledReason={canChange.reason}
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        <LazyHelmRepositoryFormDialog
          organizationId={organizationId}
          open={form.open}
          onClose={form.close}
          repository={form.target ?? undefined}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteHelmRepositoryDialog
          organizationId={organizationId}
          record={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
        />
      </Deferred>
    </section>
  );
}
