import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { clustersQueryOptions } from '../api/getClusters';
import type { EnvironmentCreateForm } from './environmentForms';

/** Picks the cluster of a new environment, starting on the organization's default cluster. */
export function ClusterField({ organizationId }: { organizationId: string }) {
  const clusters = useQuery(clustersQueryOptions(organizationId));
  const { getValues, resetField } = useFormContext<EnvironmentCreateForm>();
  const list = clusters.data?.results ?? [];
  const preferred = list.find((cluster) => cluster.is_default) ?? list[0];

  // The default is known only once the clusters have loaded; it becomes the field's default, not an edit.
  useEffect(() => {
    if (preferred && !getValues('cluster_id')) resetField('cluster_id', { defaultValue: preferred.id });
  }, [preferred, getValues, resetField]);

  const options: SelectOption<string>[] = list.map((cluster) => ({
    value: cluster.id,
    label: cluster.is_default ? `${cluster.name} (default)` : cluster.name,
    description: `${cluster.cloud_provider} · ${cluster.region}${cluster.production ? ' · production' : ''}`,
  }));

  const helperText = clusters.isPending
    ? 'Loading clusters…'
    : clusters.isError
      ? 'Could not load the clusters: the organization’s default cluster will be used.'
      : 'Where the environment’s services run. It cannot be changed later.';

  return (
    <SelectField
      name="cluster_id"
      label="Cluster"
      options={options}
      required
      disabled={!clusters.isSuccess}
      helperText={helperText}
    />
  );
}
