import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useOrganizationPermissions } from '../../../lib/permissions';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { placementClustersQueryOptions } from '../api/placementClusters';

interface ClusterFieldProps {
  organizationId: string;
  /** The cluster to start on when the role may create environments there (a copy's source's); else the default. */
  preferredId?: string;
  /** Set when something else decides the cluster (a deployment rule): the field is shown disabled, saying so. */
  decidedBy?: string;
}

/**
 * Picks the cluster of a new environment, starting on the preferred cluster or the organization's default one. A
 * cluster the role may not create environments on is offered disabled, with the reason (the server refuses it too).
 */
export function ClusterField({ organizationId, preferredId, decidedBy }: ClusterFieldProps) {
  const clusters = useQuery(placementClustersQueryOptions(organizationId));
  const permissions = useOrganizationPermissions(organizationId);
  const { getValues, resetField } = useFormContext<{ cluster_id: string }>();
  const list = clusters.data?.results ?? [];
  const refusalOf = (clusterId: string) => {
    const decision = permissions.data?.clusters.find(
      (entry) => entry.cluster_id === clusterId,
    )?.create_environments;
    return decision && !decision.allowed
      ? `${decision.reason ?? 'Your role may not create environments here'}.`
      : undefined;
  };
  const open = list.filter((cluster) => !refusalOf(cluster.id));
  const preferred =
    open.find((cluster) => cluster.id === preferredId) ??
    open.find((cluster) => cluster.is_default) ??
    open[0];

  // The default is known only once the clusters have loaded; it becomes the field's default, not an edit.
  useEffect(() => {
    if (preferred && !getValues('cluster_id')) resetField('cluster_id', { defaultValue: preferred.id });
  }, [preferred, getValues, resetField]);

  const options: SelectOption<string>[] = list.map((cluster) => ({
    value: cluster.id,
    label: cluster.is_default ? `${cluster.name} (default)` : cluster.name,
    description: `${cluster.cloud_provider} · ${cluster.region}${cluster.production ? ' · production' : ''}`,
    disabledReason: refusalOf(cluster.id),
  }));

  const helperText = decidedBy
    ? decidedBy
    : clusters.isPending
      ? 'Loading clusters…'
      : clusters.isError
        ? `Could not load the clusters: ${preferredId ? 'the source’s' : 'the organization’s default'} cluster will be used.`
        : 'Where the environment’s services run. It cannot be changed later.';

  return (
    <SelectField
      name="cluster_id"
      label="Cluster"
      options={options}
      required
      disabled={!clusters.isSuccess || decidedBy !== undefined}
      helperText={helperText}
    />
  );
}
