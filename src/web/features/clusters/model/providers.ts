import type { CloudProviderSegment, ManagedCloudProvider } from '../../../../contract';

export interface ProviderPresentation {
  segment: CloudProviderSegment;
  label: string;
  /** What the provider calls its managed Kubernetes. */
  kubernetes: string;
  /** Words under the name in the provider choice. */
  description: string;
}

export const providers: Record<ManagedCloudProvider, ProviderPresentation> = {
  AWS: { segment: 'aws', label: 'AWS', kubernetes: 'EKS', description: 'Amazon EKS, in 11 regions' },
  SCW: {
    segment: 'scaleway',
    label: 'Scaleway',
    kubernetes: 'Kapsule',
    description: 'Scaleway Kapsule, in Paris, Amsterdam and Warsaw',
  },
  GCP: { segment: 'gcp', label: 'GCP', kubernetes: 'GKE', description: 'Google Kubernetes Engine' },
  AZURE: { segment: 'azure', label: 'Azure', kubernetes: 'AKS', description: 'Azure Kubernetes Service' },
};

export const managedProviders = Object.keys(providers) as ManagedCloudProvider[];

export function isManagedProvider(provider: string): provider is ManagedCloudProvider {
  return provider in providers;
}

export function providerLabel(provider: string): string {
  return isManagedProvider(provider) ? providers[provider].label : provider;
}

/** The secret parts each provider's credentials take, as the form asks for them. */
export const credentialsFields: Record<
  CloudProviderSegment,
  readonly { name: string; label: string; secret: boolean; multiline?: boolean }[]
> = {
  aws: [
    { name: 'access_key_id', label: 'Access key ID', secret: false },
    { name: 'secret_access_key', label: 'Secret access key', secret: true },
  ],
  scaleway: [
    { name: 'scaleway_access_key', label: 'Access key', secret: false },
    { name: 'scaleway_secret_key', label: 'Secret key', secret: true },
    { name: 'scaleway_project_id', label: 'Project ID', secret: false },
    { name: 'scaleway_organization_id', label: 'Organization ID', secret: false },
  ],
  gcp: [{ name: 'gcp_credentials', label: 'Service account key (JSON)', secret: true, multiline: true }],
  azure: [
    { name: 'azure_subscription_id', label: 'Subscription ID', secret: false },
    { name: 'azure_tenant_id', label: 'Tenant ID', secret: false },
    { name: 'azure_client_id', label: 'Client ID', secret: false },
    { name: 'azure_client_secret', label: 'Client secret', secret: true },
  ],
};
