import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { useQuery } from '@tanstack/react-query';
import { containerRegistryEndpoints, type ContainerRegistry } from '../../../../contract';
import { containerRegistriesQueryOptions } from '../../../data/registries/queries';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ResourceSettingsPage } from '../../../ui/ResourceSettingsPage';
import { editDeleteActions } from '../../../ui/table/EditDeleteActions';
import {
  LazyContainerRegistryFormDialog,
  LazyDeleteContainerRegistryDialog,
} from '../components/lazyDialogs';
import { registryColumns, registrySearchText } from '../components/registryColumns';
import { containerRegistryKinds } from '../components/registryKinds';

const columns = registryColumns<ContainerRegistry['kind'], ContainerRegistry>(containerRegistryKinds);
const dialogs = [LazyContainerRegistryFormDialog, LazyDeleteContainerRegistryDialog];

export function ContainerRegistriesPage() {
  const organizationId = useRouteParam('organizationId');
  const registries = useQuery(containerRegistriesQueryOptions(organizationId));
  const canCreate = usePermission(containerRegistryEndpoints.create, organizationId);
  const canChange = usePermission(containerRegistryEndpoints.edit, organizationId);

  return (
    <ResourceSettingsPage
      title="Container registries"
      description="Where container services and jobs pull their images from, with the credentials to do so."
      query={registries}
      columns={columns}
      searchText={registrySearchText}
      searchAbove={5}
      create={{ label: 'Add container registry', disabledReason: canCreate.reason }}
      empty={{
        icon: <Inventory2Icon />,
        description:
          'Add the registry your images live in, such as Docker Hub, GitHub or Amazon ECR, to run them as container services or jobs.',
      }}
      rowActions={editDeleteActions(canChange.reason)}
      formDialog={({ record, ...dialog }) => (
        <LazyContainerRegistryFormDialog organizationId={organizationId} registry={record} {...dialog} />
      )}
      deleteDialog={(dialog) => (
        <LazyDeleteContainerRegistryDialog organizationId={organizationId} {...dialog} />
      )}
      preload={{ components: dialogs, enabled: canChange.allowed }}
    />
  );
}
