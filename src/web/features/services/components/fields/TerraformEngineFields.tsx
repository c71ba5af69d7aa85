import { useFormContext, useWatch } from 'react-hook-form';
import type { TerraformRequest } from '../../../../../contract';
import { SegmentedField } from '../../../../ui/form/SegmentedField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { TextField } from '../../../../ui/form/TextField';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { Typography } from '../../../../ui/primitives';

type Backend = 'kubernetes' | 'user_provided';

/** Which engine runs the code, at which version, and where it keeps its state. */
export function TerraformEngineFields() {
  const { setValue, formState } = useFormContext();
  const backend = useWatch({ name: 'backend' }) as TerraformRequest['backend'] | undefined;
  const readFromBlock = useWatch({ name: 'provider_version.read_from_terraform_block' }) as
    boolean | undefined;
  const chosen: Backend = backend?.user_provided ? 'user_provided' : 'kubernetes';
  const backendError = (formState.errors.backend as { message?: string } | undefined)?.message;
  return (
    <>
      <SegmentedField
        name="engine"
        label="Engine"
        options={[
          { value: 'TERRAFORM', label: 'Terraform' },
          { value: 'OPEN_TOFU', label: 'OpenTofu' },
        ]}
      />
      <TextField
        name="provider_version.explicit_version"
        label="Engine version"
        required
        monospace
        disabled={readFromBlock}
        helperText={readFromBlock ? 'Read from the terraform block of the code.' : 'For example 1.9.0.'}
      />
      <SwitchField
        name="provider_version.read_from_terraform_block"
        label="Use the version the code requires"
        helperText="Reads required_version from the terraform block instead."
      />
      <SegmentedControl
        label="State backend"
        value={chosen}
        options={[
          { value: 'kubernetes', label: 'Kubernetes secret (managed)' },
          { value: 'user_provided', label: 'Declared in the code' },
        ]}
        onChange={(next) =>
          setValue(
            'backend',
            next === 'kubernetes'
              ? { kubernetes: {}, user_provided: null }
              : { kubernetes: null, user_provided: {} },
            { shouldDirty: true },
          )
        }
      />
      {backendError ? (
        <Typography role="alert" variant="body2" color="error">
          The backend {backendError}.
        </Typography>
      ) : null}
    </>
  );
}
