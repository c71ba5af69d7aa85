import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { type ClusterCost, type ClusterRequest, estimateClusterCost } from '../../../../contract';
import { featuresQueryOptions, instanceTypesQueryOptions } from '../api/queries';
import { isManagedProvider, providers } from '../model/providers';

/** The monthly cost of what the surrounding cluster form holds now, as the server will estimate it. */
export function useClusterCost(): ClusterCost | null {
  const values = useWatch() as ClusterRequest;
  const provider = values.cloud_provider;
  const segment = isManagedProvider(provider) ? providers[provider].segment : 'aws';
  const instanceTypes = useQuery({
    ...instanceTypesQueryOptions(segment, ''),
    enabled: isManagedProvider(provider),
  });
  const features = useQuery({ ...featuresQueryOptions(segment), enabled: isManagedProvider(provider) });
  if (!isManagedProvider(provider) || !instanceTypes.data || !features.data) return null;
  const instanceType = instanceTypes.data.results.find((type) => type.type === values.instance_type);
  const chosen = new Map((values.features ?? []).map((feature) => [feature.id, feature.value]));
  const maxNodes = Number(values.max_running_nodes);
  const diskSize = Number(values.disk_size);
  return estimateClusterCost({
    cloudProvider: provider,
    hourlyPrice: instanceType?.hourly_price ?? null,
    maxRunningNodes: Number.isFinite(maxNodes) ? maxNodes : 0,
    diskSize: Number.isFinite(diskSize) ? diskSize : 0,
    featureCentsPerMonth: features.data.results
      .filter((feature) => {
        const value = chosen.get(feature.id);
        return value !== undefined && value !== null && value !== false && value !== '';
      })
      .map((feature) => feature.cost_per_month_in_cents),
  });
}
