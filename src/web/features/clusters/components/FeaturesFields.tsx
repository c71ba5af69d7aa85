import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';
import { LinesField } from '../../../ui/form/LinesField';
import { NumberField } from '../../../ui/form/NumberField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';
import { OutlinedField } from '../../../ui/OutlinedField';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { featuresQueryOptions } from '../api/queries';
import { providers } from '../model/providers';
import { useClusterProvider } from './useClusterProvider';

/** The provider's features with their cost, and the add-ons the platform installs. */
export function FeaturesFields() {
  const provider = useClusterProvider();
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
  const provider = useClusterProvider();
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
