import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ClusterRequest, ManagedCloudProvider } from '../../../../contract';
import { ActionButton } from '../../../ui/ActionButton';
import { LinesField } from '../../../ui/form/LinesField';
import { NumberField } from '../../../ui/form/NumberField';
import { SegmentedField } from '../../../ui/form/SegmentedField';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';
import { OutlinedField } from '../../../ui/OutlinedField';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import {
  credentialsQueryOptions,
  featuresQueryOptions,
  instanceTypesQueryOptions,
  regionsQueryOptions,
} from '../api/queries';
import { NO_CREDENTIALS } from '../model/clusterForm';
import { isManagedProvider, managedProviders, providers } from '../model/providers';
import { formatMemory } from '../model/status';

function useProvider(): ManagedCloudProvider {
  const provider = useWatch<ClusterRequest, 'cloud_provider'>({ name: 'cloud_provider' });
  return isManagedProvider(provider) ? provider : 'AWS';
}

/**
 * Name, provider, region and production flag. `lockPlace` keeps provider and region once installed; `autoFocus`
 * puts the cursor in the name (the wizard's first step, not a settings page read from the top).
 */
export function GeneralFields({
  lockPlace = false,
  autoFocus = false,
}: {
  lockPlace?: boolean;
  autoFocus?: boolean;
}) {
  const provider = useProvider();
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
      <SegmentedField
        name="cloud_provider"
        label="Cloud provider"
        disabled={lockPlace}
        options={managedProviders.map((value) => ({ value, label: providers[value].label }))}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {providers[provider].description}
      </Typography>
      <SelectField
        name="region"
        label="Region"
        required
        disabled={lockPlace || !regions.data}
        options={(regions.data?.results ?? []).map((region) => ({
          value: region.name,
          label: `${region.name} — ${region.city}, ${region.country}`,
        }))}
        helperText={lockPlace ? 'An installed cluster stays where it is' : undefined}
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

/**
 * Keeps the region and the instance type among what the provider offers as it changes: once the provider's
 * catalogs are known, a region it lacks becomes its first, and an instance type the region lacks its first. Mounted
 * with the form (not with a step), so the estimate is right from the first step.
 */
export function CatalogSync() {
  const provider = useProvider();
  const { segment } = providers[provider];
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  const regions = useQuery(regionsQueryOptions(segment));
  const offersRegion = regions.data?.results.some((entry) => entry.name === region) ?? false;
  const types = useQuery({ ...instanceTypesQueryOptions(segment, region), enabled: offersRegion });
  const { setValue, getValues } = useFormContext<ClusterRequest>();
  useEffect(() => {
    const first = regions.data?.results[0];
    if (first && !offersRegion) setValue('region', first.name, { shouldDirty: true });
  }, [regions.data, offersRegion, setValue]);
  useEffect(() => {
    const offered = types.data?.results;
    const first = offered?.[0];
    if (!offersRegion || !offered || !first) return;
    if (!offered.some((type) => type.type === getValues('instance_type'))) {
      setValue('instance_type', first.type, { shouldDirty: true });
    }
  }, [types.data, offersRegion, getValues, setValue]);
  return null;
}

/** Picks the organization's credentials for the provider, or adds new ones (`onAdd`). */
export function CredentialsFields({ organizationId, onAdd }: { organizationId: string; onAdd: () => void }) {
  const provider = useProvider();
  const { segment, label } = providers[provider];
  const credentials = useQuery(credentialsQueryOptions(organizationId, segment));
  const list = credentials.data?.results ?? [];
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The platform makes and runs the cluster in your {label} account with these credentials. Their secret
        parts are stored encrypted and never shown again.
      </Typography>
      <SelectField
        name="cloud_provider_credentials.credentials.id"
        label={`${label} credentials`}
        required
        disabled={!credentials.data}
        options={list.map((entry) => ({
          value: entry.id,
          label: entry.name,
          description: entry.cluster_count > 0 ? `Used by ${entry.cluster_count} cluster(s)` : undefined,
        }))}
        helperText={
          credentials.data && list.length === 0 ? `No ${label} credentials yet: add some` : undefined
        }
      />
      <Box>
        <ActionButton variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          Add {label} credentials
        </ActionButton>
      </Box>
      <CredentialsSync organizationId={organizationId} />
    </Stack>
  );
}

/** Keeps the credentials reference in step with the provider, the region and the record picked. */
function CredentialsSync({ organizationId }: { organizationId: string }) {
  const provider = useProvider();
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  const chosenId = useWatch({ name: 'cloud_provider_credentials.credentials.id' }) as string | undefined;
  const credentials = useQuery(credentialsQueryOptions(organizationId, providers[provider].segment));
  const { setValue, getValues } = useFormContext<ClusterRequest>();
  useEffect(() => {
    const current = getValues('cloud_provider_credentials');
    if (current?.cloud_provider !== provider) {
      setValue('cloud_provider_credentials', { ...NO_CREDENTIALS, cloud_provider: provider, region });
      return;
    }
    const name = credentials.data?.results.find((entry) => entry.id === chosenId)?.name ?? '';
    if (current.region !== region || current.credentials.name !== name) {
      setValue('cloud_provider_credentials', {
        ...current,
        region,
        credentials: { id: chosenId ?? '', name },
      });
    }
  }, [provider, region, chosenId, credentials.data, getValues, setValue]);
  return null;
}

/** Instance type with its cpu, memory and price; the node range; the disks; the SSH keys. */
export function ResourcesFields() {
  const provider = useProvider();
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  const types = useQuery(instanceTypesQueryOptions(providers[provider].segment, region));
  return (
    <Stack spacing={2.5}>
      <SelectField
        name="instance_type"
        label="Instance type"
        required
        disabled={!types.data}
        options={(types.data?.results ?? []).map((type) => ({
          value: type.type,
          label: type.type,
          description:
            `${type.cpu} vCPU · ${formatMemory(type.memory)}${type.gpu ? ` · ${type.gpu} GPU` : ''}` +
            ` · $${type.hourly_price}/hour`,
        }))}
        helperText={`What each node runs on, as ${region} offers it`}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberField name="min_running_nodes" label="Nodes at least" required />
        <NumberField name="max_running_nodes" label="Nodes at most" required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <NumberField name="disk_size" label="Disk size" unit="GB" required />
        <NumberField name="disk_iops" label="Disk IOPS" helperText="3000 to 16000" emptyAs={null} />
        <NumberField
          name="disk_throughput"
          label="Disk throughput"
          unit="MB/s"
          helperText="125 to 1000"
          emptyAs={null}
        />
      </Box>
      <LinesField
        name="ssh_keys"
        label="SSH public keys"
        helperText="One OpenSSH public key a line, for remote access to the nodes"
        placeholder="ssh-ed25519 AAAA… person@laptop"
      />
    </Stack>
  );
}

/** The provider's features with their cost, and the add-ons the platform installs. */
export function FeaturesFields() {
  const provider = useProvider();
  const catalog = useQuery(featuresQueryOptions(providers[provider].segment));
  return (
    <Stack spacing={2.5}>
      <Typography variant="subtitle2" component="h3">
        {providers[provider].label} features
      </Typography>
      {(catalog.data?.results ?? []).map((feature) => (
        <FeatureToggle
          key={feature.id}
          id={feature.id}
          title={feature.title}
          description={feature.description}
          costPerMonth={feature.cost_per_month}
          valueType={feature.value_type}
        />
      ))}
      <Typography variant="subtitle2" component="h3">
        Add-ons
      </Typography>
      <SwitchField
        name="metrics_parameters.enabled"
        label="Metrics"
        helperText="Prometheus, kept by the platform"
      />
      <SwitchField name="keda.enabled" label="KEDA" helperText="Scale services on events and queues" />
      <NumberField
        name="infrastructure_charts_parameters.nginx_parameters.replica_count"
        label="Ingress replicas"
        helperText="NGINX ingress controller pods"
        emptyAs={null}
      />
      <TextField
        name="infrastructure_charts_parameters.nginx_parameters.default_ssl_certificate"
        label="Ingress default TLS certificate"
        helperText="A secret as namespace/name"
      />
      <TextField
        name="infrastructure_charts_parameters.nginx_parameters.publish_status_address"
        label="Ingress status address"
      />
      <TextField
        name="infrastructure_charts_parameters.cert_manager_parameters.kubernetes_namespace"
        label="cert-manager namespace"
      />
      <LinesField
        name="infrastructure_charts_parameters.metal_lb_parameters.ip_address_pools"
        label="MetalLB address pools"
        helperText="One range a line, for clusters on your own machines"
        placeholder="203.0.113.0/28"
      />
      <SecretManagerField />
    </Stack>
  );
}

interface FeatureToggleProps {
  id: string;
  title: string;
  description: string;
  costPerMonth: number;
  valueType: 'BOOLEAN' | 'STRING';
}

/** One feature in the `features` list: on when it is there with a value. */
function FeatureToggle({ id, title, description, costPerMonth, valueType }: FeatureToggleProps) {
  const { field } = useController<ClusterRequest, 'features'>({ name: 'features' });
  const features = field.value ?? [];
  const current = features.find((feature) => feature.id === id);
  const set = (value: boolean | string | null) =>
    field.onChange([
      ...features.filter((feature) => feature.id !== id),
      ...(value === null || value === false || value === '' ? [] : [{ id, value }]),
    ]);
  const price = costPerMonth > 0 ? ` (+$${costPerMonth}/month)` : '';
  if (valueType === 'STRING') {
    return (
      <OutlinedField
        label={`${title}${price}`}
        helperText={description}
        placeholder="10.0.0.0/16"
        value={typeof current?.value === 'string' ? current.value : ''}
        onChange={(event) => set(event.target.value)}
      />
    );
  }
  return (
    <SwitchRow
      label={`${title}${price}`}
      description={description}
      checked={current?.value === true}
      onChange={set}
    />
  );
}

/** A switch with its words beside it, acting on a value the form keeps in another shape. */
function SwitchRow(props: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, ml: -1.5 }}>
      <Box sx={{ mt: -0.75 }}>
        <ToggleSwitch label={props.label} checked={props.checked} onChange={props.onChange} size="medium" />
      </Box>
      <Box>
        <Typography variant="body1">{props.label}</Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {props.description}
        </Typography>
      </Box>
    </Box>
  );
}

/** One AWS Secrets Manager access, the one kind the platform configures by itself. */
function SecretManagerField() {
  const provider = useProvider();
  const { field } = useController<ClusterRequest, 'secret_manager_accesses'>({
    name: 'secret_manager_accesses',
  });
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  if (provider !== 'AWS') return null;
  const on = (field.value ?? []).length > 0;
  return (
    <Box>
      <SwitchRow
        label="AWS Secrets Manager access"
        description="Services read secrets from AWS Secrets Manager in the cluster's region"
        checked={on}
        onChange={(checked) =>
          field.onChange(
            checked
              ? [
                  {
                    name: 'secrets-manager',
                    endpoint: { mode: 'AWS_SECRET_MANAGER', region },
                    authentication: { mode: 'AUTOMATICALLY_CONFIGURED' },
                  },
                ]
              : [],
          )
        }
      />
      {on ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Services read secrets of {region} through a role the platform configures.
        </Alert>
      ) : null}
    </Box>
  );
}
