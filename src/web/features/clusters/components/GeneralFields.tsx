import { useQuery } from '@tanstack/react-query';
import { SegmentedField } from '../../../ui/form/SegmentedField';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Stack, Typography } from '../../../ui/primitives';
import { regionsQueryOptions } from '../api/queries';
import { managedProviders, providers } from '../model/providers';
import { useClusterProvider } from './useClusterProvider';

/**
 * Name, provider, region and production flag. An `existing` cluster shows its provider read-only (the API refuses
 * another); `lockRegion` keeps the region once installed. `autoFocus` puts the cursor in the name (the wizard's
 * first step, not a settings page read from the top).
 */
export function GeneralFields({
  existing = false,
  lockRegion = false,
  autoFocus = false,
}: {
  existing?: boolean;
  lockRegion?: boolean;
  autoFocus?: boolean;
}) {
  const provider = useClusterProvider();
  const { segment } = providers[provider];
  const regions = useQuery(regionsQueryOptions(segment));
  return (
    <Stack spacing={2.5}>
      <TextField
        name="name"
        label="Name"
        required
        autoFocus={autoFocus}
        helperText="Unique in the organization"
      />
      <TextField name="description" label="Description" />
      {existing ? (
        <OutlinedField
          label="Cloud provider"
          value={providers[provider].label}
          htmlInput={{ readOnly: true }}
          helperText="A cluster stays with the provider it was made on: create another cluster for another one"
        />
      ) : (
        <SegmentedField
          name="cloud_provider"
          label="Cloud provider"
          options={managedProviders.map((value) => ({ value, label: providers[value].label }))}
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {providers[provider].description}
      </Typography>
      <SelectField
        name="region"
        label="Region"
        required
        disabled={lockRegion || !regions.data}
        options={(regions.data?.results ?? []).map((region) => ({
          value: region.name,
          label: `${region.name} — ${region.city}, ${region.country}`,
        }))}
        helperText={lockRegion ? 'An installed cluster stays where it is' : undefined}
      />
      <SelectField
        name="kubernetes"
        label="Kubernetes"
        options={[
          { value: 'MANAGED', label: 'Managed', description: 'The provider runs the control plane' },
          {
            value: 'SELF_MANAGED',
            label: 'Self-managed',
            description: 'You run Kubernetes; the platform installs on it',
          },
          {
            value: 'PARTIALLY_MANAGED',
            label: 'Partially managed',
            description: 'The provider runs the control plane, you run the nodes',
          },
        ]}
      />
      <SwitchField
        name="production"
        label="Production cluster"
        helperText="Production clusters run with more replicas of the platform's components"
      />
    </Stack>
  );
}
