import { useQuery } from '@tanstack/react-query';
import { cloneServiceRequest, serviceEndpointsByKind, type ServiceKind } from '../../../../../contract';
import { environmentsQueryOptions } from '../../../../data/environments/queries';
import { shownInForm } from '../../../../lib/mutations';
import { useOrganizationPermissions } from '../../../../lib/permissions';
import { FormDialog } from '../../../../ui/form/FormDialog';
import { TextField } from '../../../../ui/form/TextField';
import { useCloneService } from '../../api/cloneService';
import { kindPresentation } from '../../model/catalog';
import { cloneDestinations, projectNameIn } from '../../model/cloneDestinations';
import type { ServiceOf } from '../../model/types';
import { CloneDestinationField } from './CloneDestinationField';

export interface CloneServiceDialogProps<K extends ServiceKind> {
  kind: K;
  service: ServiceOf<K>;
  organizationId: string;
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCloned: (clone: ServiceOf<K>) => void;
}

/**
 * Copies a service into an environment of the same project, under a new name: only into one the role may create
 * services in, as the server checks where the copy lands as well as the service copied.
 */
export function CloneServiceDialog<K extends ServiceKind>({
  kind,
  service,
  organizationId,
  projectId,
  open,
  onClose,
  onCloned,
}: CloneServiceDialogProps<K>) {
  const label = kindPresentation[kind].label.toLowerCase();
  const environments = useQuery(environmentsQueryOptions(projectId));
  const permissions = useOrganizationPermissions(organizationId);
  const clone = useCloneService(kind, service.id, { onError: shownInForm });
  const destinations = cloneDestinations(
    environments.data?.results ?? [],
    permissions.data,
    serviceEndpointsByKind[kind].clone,
  );
  const project = projectNameIn(permissions.data, projectId) ?? 'this project';
  const nowhere =
    destinations.length > 0 && destinations.every((destination) => destination.refusal)
      ? `Your role cannot create services in any environment of ${project}, so this ${label} cannot be cloned.`
      : undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Clone ${service.name}`}
      description={`The copy gets the settings of this ${label}; it is not deployed until you deploy it.`}
      submitLabel={`Clone ${label}`}
      schema={cloneServiceRequest}
      defaultValues={{ name: `${service.name}-copy`, environment_id: service.environment.id }}
      onSubmit={async (values) => {
        const copy = await clone.mutateAsync(values);
        onClose();
        onCloned(copy);
      }}
      conflictField="name"
      action={`clone this ${label}`}
      disabledReason={nowhere}
    >
      <TextField name="name" label="Name of the copy" required autoFocus autoComplete="off" />
      <CloneDestinationField
        destinations={destinations}
        sourceEnvironmentId={service.environment.id}
        status={
          environments.isPending
            ? 'Loading the environments of the project…'
            : environments.isError
              ? 'Could not load the environments of the project.'
              : undefined
        }
      />
    </FormDialog>
  );
}
