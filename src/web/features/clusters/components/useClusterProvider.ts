import { useWatch } from 'react-hook-form';
import type { ClusterRequest, ManagedCloudProvider } from '../../../../contract';
import { isManagedProvider } from '../model/providers';

/** The provider the surrounding cluster form holds; one the catalogs lack reads as AWS, the form's default. */
export function useClusterProvider(): ManagedCloudProvider {
  const provider = useWatch<ClusterRequest, 'cloud_provider'>({ name: 'cloud_provider' });
  return isManagedProvider(provider) ? provider : 'AWS';
}
