import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { useQuery } from '@tanstack/react-query';
import { containerRegistryEndpoints, type ContainerRegistry } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { containerRegistriesQueryOptions } from '../api/getContainerRegistries';
import {
  LazyContainerRegistryFormDialog,
  LazyDeleteContainerRegistryDialog,
} from '../components/lazyDialogs';
import { RegistriesTable } from '../components/RegistriesTable';
import { registryColumns } from '../components/registryColumns';
import { containerRegistryKinds } from '../components/registryKinds';

const columns = registryColumns<ContainerRegistry['kind'], ContainerRegistry>(containerRegistryKinds);

export function ContainerRegistriesPage() {
  const organizationId = useRouteParam('organizationId');
  const registries = useQuery(containerRegistriesQueryOptions(organizationId));
  const canCreate = usePermission(containerRegistryEndpoints.create, organizationId);
  const canChange = usePermission(containerRegistryEndpoints.edit, organizationId);
  // `null` stands for a new registry.
  const form = useDialogTarget<ContainerRegistry | null>();
  const deletion = useDialogTarget<ContainerRegistry>();
  usePreloadWhenIdle([LazyContainerRegistryFormDialog, LazyDeleteContainerRegistryDialog], canChange.allowed);

  const isEmpty = registries.data?.results.length === 0;
  const addButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={canCreate.reason}
    >
      Add container registry
    </ActionButton>
  );

  return (
    <section aria-labelledby="container-registries-title">
      <SectionHeader
        id="container-registries-title"
        title="Container registries"
        description="Where container services and jobs pull their images from, with the credentials to do so."
        actions={isEmpty ? undefined : addButton}
      />
      <PageState
        query={registries}
        action="view the container registries of this organization"
        pending={<TableSkeleton label="Loading container registries" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={3}
            icon={<Inventory2Icon />}
            title="No container registries yet"
            description="Add the registry your images live in, such as Docker Hub, GitHub or Amazon ECR, to run them as container services or jobs."
            action={addButton}
          />
        }
      >
        {(data) => (
          <RegistriesTable
            label="Container registries"
            columns={columns}
            records={data.results}
            onEdit={form.show}
            onDelete={deletion.show}
            changeDisabledReason={canChange.reason}
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        <LazyContainerRegistryFormDialog
          organizationId={organizationId}
          open={form.open}
          onClose={form.close}
          registry={form.target ?? undefined}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteContainerRegistryDialog
          organizationId={organizationId}
          record={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
        />
      </Deferred>
    </section>
  );
}
