import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { environmentTypeLabels, type CloneServiceRequest } from '../../../../../contract';
import { SelectField, type SelectOption } from '../../../../ui/form/SelectField';
import { type CloneDestination, preferredDestination } from '../../model/cloneDestinations';

interface CloneDestinationFieldProps {
  destinations: readonly CloneDestination[];
  sourceEnvironmentId: string;
  /** The helper text while the destinations are not known (loading, or failed to load). */
  status?: string;
}

/**
 * Picks the environment a copy lands in. One the role may not create services in is offered disabled, with the
 * reason (the server refuses it too); a starting choice that turns out to be refused moves to one that is not.
 */
export function CloneDestinationField({
  destinations,
  sourceEnvironmentId,
  status,
}: CloneDestinationFieldProps) {
  const { getValues, resetField } = useFormContext<CloneServiceRequest>();
  const preferred = preferredDestination(destinations, sourceEnvironmentId);
  const chosen = destinations.find(
    (destination) => destination.environment.id === getValues('environment_id'),
  );

  // Destinations are known only once the environments and permissions have loaded: correcting the start is no edit.
  useEffect(() => {
    if (chosen?.refusal) resetField('environment_id', { defaultValue: preferred ?? '' });
  }, [chosen, preferred, resetField]);

  const options: SelectOption<string>[] = destinations.map(({ environment, refusal }) => ({
    value: environment.id,
    label: environment.name,
    description:
      environment.id === sourceEnvironmentId ? 'This environment' : environmentTypeLabels[environment.mode],
    disabledReason: refusal,
  }));
  const refused = destinations.filter((destination) => destination.refusal).length;
  const allRefused = refused > 0 && refused === destinations.length;
  return (
    <SelectField
      name="environment_id"
      label="Environment"
      required
      options={options}
      helperText={
        status ??
        (allRefused
          ? 'None: your role may create services in no environment of the project.'
          : refused > 0
            ? 'An environment of the project where your role may create services.'
            : 'Any environment of the project.')
      }
    />
  );
}
