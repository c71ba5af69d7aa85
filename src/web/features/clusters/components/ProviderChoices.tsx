import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';

/** What the user picks per provider, which another provider's catalog would otherwise replace. */
type Choices = Partial<
  Pick<
    ClusterRequest,
    'region' | 'instance_type' | 'min_running_nodes' | 'max_running_nodes' | 'cloud_provider_credentials'
  >
>;

const choicesOf = (values: Partial<ClusterRequest>): Choices =>
  structuredClone({
    region: values.region,
    instance_type: values.instance_type,
    min_running_nodes: values.min_running_nodes,
    max_running_nodes: values.max_running_nodes,
    cloud_provider_credentials: values.cloud_provider_credentials,
  });

/**
 * Gives each provider back what was chosen for it when the user switches away and back: without it, the catalog
 * sync would put the provider's first region and instance type in place of the ones chosen, and the estimate with
 * them. The choices are given back as the provider changes, before the catalogs are looked at again.
 */
export function ProviderChoices() {
  const { watch, getValues, setValue } = useFormContext<ClusterRequest>();
  useEffect(() => {
    const byProvider = new Map<string, Choices>();
    const keep = (values: Partial<ClusterRequest>) => {
      if (values.cloud_provider) byProvider.set(values.cloud_provider, choicesOf(values));
    };
    keep(getValues());
    const subscription = watch((values, { name }) => {
      // Watched values are typed as deep partials; the fields kept are whole values of the request.
      const current = values as Partial<ClusterRequest>;
      if (name !== 'cloud_provider') {
        keep(current);
        return;
      }
      const back = current.cloud_provider ? byProvider.get(current.cloud_provider) : undefined;
      if (!back) return;
      const changed = { shouldDirty: true };
      if (back.region !== undefined) setValue('region', back.region, changed);
      if (back.instance_type !== undefined) setValue('instance_type', back.instance_type, changed);
      if (back.min_running_nodes !== undefined)
        setValue('min_running_nodes', back.min_running_nodes, changed);
      if (back.max_running_nodes !== undefined)
        setValue('max_running_nodes', back.max_running_nodes, changed);
      if (back.cloud_provider_credentials) {
        setValue('cloud_provider_credentials', back.cloud_provider_credentials, changed);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
  return null;
}
