import type { EnvironmentMode } from '../../../../contract';
import { Alert } from '../../../ui/primitives';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { ClusterField } from './ClusterField';
import { modeOptions } from './environmentModes';

interface EnvironmentFieldsProps {
  /** Set when creating: the cluster is chosen once, at creation. */
  clusterOf?: { organizationId: string };
  /** False for preview environments, whose mode is not theirs to change. */
  modeEditable?: boolean;
  /** The modes offered, each with the reason it may not be chosen where it may not (every mode by default). */
  modes?: SelectOption<EnvironmentMode>[];
}

/** The editable fields of an environment, shared by the create and edit dialogs. */
export function EnvironmentFields({
  clusterOf,
  modeEditable = true,
  modes = modeOptions,
}: EnvironmentFieldsProps) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        autoFocus
        autoComplete="off"
        helperText="E.g. production, staging or a feature name."
      />
      {modeEditable ? (
        <SelectField
          name="mode"
          label="Mode"
          options={modes}
          required
          helperText="Tells people what the environment is for; production stands out across the console."
        />
      ) : (
        <Alert severity="info" variant="outlined">
          This is a preview environment, made for a pull request: its mode stays Preview.
        </Alert>
      )}
      {clusterOf ? <ClusterField organizationId={clusterOf.organizationId} /> : null}
    </>
  );
}
