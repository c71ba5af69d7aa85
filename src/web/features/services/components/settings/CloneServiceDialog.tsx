import { useQuery } from '@tanstack/react-query';
import { cloneServiceRequest, type ServiceKind } from '../../../../../contract';
import { environmentsQueryOptions } from '../../../../data/environments/queries';
import { shownInForm } from '../../../../lib/mutations';
import { FormDialog } from '../../../../ui/form/FormDialog';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { useCloneService } from '../../api/cloneService';
import { kindPresentation } from '../../model/catalog';
import type { ServiceOf } from '../../model/types';

export interface CloneServiceDialogProps<K extends ServiceKind> {
  kind: K;
  service: ServiceOf<K>;
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCloned: (clone: ServiceOf<K>) => void;
}

/** Copies a service into an environment of the same project, under a new name. */
export function CloneServiceDialog<K extends ServiceKind>({
  kind,
  service,
  projectId,
  open,
  onClose,
  onCloned,
}: CloneServiceDialogProps<K>) {
  const label = kindPresentation[kind].label.toLowerCase();
  const environments = useQuery(environmentsQueryOptions(projectId));
  const clone = useCloneService(kind, service.id, { onError: shownInForm });
  const options = (environments.data?.results ?? []).map((environment) => ({
    value: environment.id,
    label: environment.name,
    description: environment.id === service.environment.id ? 'This environment' : environment.mode,
  }));
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
    >
      <TextField name="name" label="Name of the copy" required autoFocus autoComplete="off" />
      <SelectField
        name="environment_id"
        label="Environment"
        required
        options={options}
        helperText={
          environments.isPending
            ? 'Loading the environments of the project…'
            : environments.isError
              ? 'Could not load the environments of the project.'
              : 'Any environment of the project.'
        }
      />
    </FormDialog>
  );
}
