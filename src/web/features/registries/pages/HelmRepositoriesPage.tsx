import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { useQuery } from '@tanstack/react-query';
import { helmRepositoryEndpoints, type HelmRepository } from '../../../../contract';
import { helmRepositoriesQueryOptions } from '../../../data/registries/queries';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { Typography } from '../../../ui/primitives';
import { ResourceSettingsPage } from '../../../ui/ResourceSettingsPage';
import { editDeleteActions } from '../../../ui/table/EditDeleteActions';
import { LazyDeleteHelmRepositoryDialog, LazyHelmRepositoryFormDialog } from '../components/lazyDialogs';
import { registryColumns, registrySearchText } from '../components/registryColumns';
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
const dialogs = [LazyHelmRepositoryFormDialog, LazyDeleteHelmRepositoryDialog];

export function HelmRepositoriesPage() {
  const organizationId = useRouteParam('organizationId');
  const repositories = useQuery(helmRepositoriesQueryOptions(organizationId));
  const canCreate = usePermission(helmRepositoryEndpoints.create, organizationId);
  const canChange = usePermission(helmRepositoryEndpoints.edit, organizationId);

  return (
    <ResourceSettingsPage
      title="Helm repositories"
      description="Chart repositories and OCI registries that helm services install charts from."
      query={repositories}
      columns={columns}
      searchText={registrySearchText}
      searchAbove={5}
      create={{ label: 'Add helm repository', disabledReason: canCreate.reason }}
      empty={{
        icon: <DirectionsBoatIcon />,
        description:
          'Add a chart repository (HTTPS or OCI) to install its charts as helm services. Charts kept in git need none.',
      }}
      rowActions={editDeleteActions(canChange.reason)}
      formDialog={({ record, ...dialog }) => (
        <LazyHelmRepositoryFormDialog organizationId={organizationId} repository={record} {...dialog} />
      )}
      deleteDialog={(dialog) => (
        <LazyDeleteHelmRepositoryDialog organizationId={organizationId} {...dialog} />
      )}
      preload={{ components: dialogs, enabled: canChange.allowed }}
    />
  );
}
