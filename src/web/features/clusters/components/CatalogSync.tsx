import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';
import { instanceTypesQueryOptions, regionsQueryOptions } from '../api/queries';
import { providers } from '../model/providers';
import { useClusterProvider } from './useClusterProvider';

/**
 * Keeps the region and the instance type among what the provider offers as it changes: once the provider's
 * catalogs are known, a region it lacks becomes its first, and an instance type the region lacks its first. Mounted
 * with the form (not with a step), so the estimate is right from the first step.
 */
export function CatalogSync() {
  const provider = useClusterProvider();
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
