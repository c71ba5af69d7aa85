import { features, instanceTypes, type ProviderCatalog, regions } from './types';

/** Google Kubernetes Engine (standard): on-demand prices of us-central1. */
export const gcpCatalog: ProviderCatalog = {
  provider: 'GCP',
  label: 'GCP',
  regions: regions([
    ['us-central1', 'Iowa', 'US', 'United States'],
    ['us-east1', 'South Carolina', 'US', 'United States'],
    ['us-west1', 'Oregon', 'US', 'United States'],
    ['europe-west1', 'St. Ghislain', 'BE', 'Belgium'],
    ['europe-west3', 'Frankfurt', 'DE', 'Germany'],
    ['europe-west9', 'Paris', 'FR', 'France'],
    ['asia-east1', 'Changhua County', 'TW', 'Taiwan'],
    ['asia-northeast1', 'Tokyo', 'JP', 'Japan'],
    ['australia-southeast1', 'Sydney', 'AU', 'Australia'],
  ]),
  instanceTypes: instanceTypes([
    ['e2-medium', 2, 4, 0.0335],
    ['e2-standard-2', 2, 8, 0.067],
    ['e2-standard-4', 4, 16, 0.134],
    ['e2-standard-8', 8, 32, 0.268],
    ['n2-standard-2', 2, 8, 0.0971],
    ['n2-standard-4', 4, 16, 0.1942],
    ['n2-standard-8', 8, 32, 0.3885],
    ['c3-standard-4', 4, 16, 0.2088],
    ['t2a-standard-4', 4, 16, 0.154, 'ARM64'],
    ['n2-highmem-4', 4, 32, 0.262],
    ['g2-standard-4', 4, 16, 0.7068, 'AMD64', 1],
  ]),
  unavailable: { 'europe-west9': ['t2a-standard-4', 'g2-standard-4'] },
  features: features([
    {
      id: 'STATIC_IP',
      title: 'Static IP',
      description: 'Outgoing traffic leaves from fixed addresses, through Cloud NAT.',
      centsPerMonth: 3285,
      valueType: 'BOOLEAN',
      documentation: 'https://cloud.google.com/nat/pricing',
    },
  ]),
  defaultInstanceType: 'e2-standard-2',
};
