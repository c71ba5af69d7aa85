import { features, instanceTypes, type ProviderCatalog, regions } from './types';

/** Azure Kubernetes Service (free tier control plane): pay-as-you-go Linux prices of East US. */
export const azureCatalog: ProviderCatalog = {
  provider: 'AZURE',
  label: 'Azure',
  regions: regions([
    ['eastus', 'Virginia', 'US', 'United States'],
    ['eastus2', 'Virginia', 'US', 'United States'],
    ['westus2', 'Washington', 'US', 'United States'],
    ['canadacentral', 'Toronto', 'CA', 'Canada'],
    ['northeurope', 'Ireland', 'IE', 'Ireland'],
    ['westeurope', 'Netherlands', 'NL', 'Netherlands'],
    ['francecentral', 'Paris', 'FR', 'France'],
    ['germanywestcentral', 'Frankfurt', 'DE', 'Germany'],
    ['uksouth', 'London', 'GB', 'United Kingdom'],
    ['japaneast', 'Tokyo', 'JP', 'Japan'],
  ]),
  instanceTypes: instanceTypes([
    ['Standard_B2s', 2, 4, 0.0416],
    ['Standard_B2ms', 2, 8, 0.0832],
    ['Standard_B4ms', 4, 16, 0.166],
    ['Standard_D2s_v5', 2, 8, 0.096],
    ['Standard_D4s_v5', 4, 16, 0.192],
    ['Standard_D8s_v5', 8, 32, 0.384],
    ['Standard_D4ps_v5', 4, 16, 0.154, 'ARM64'],
    ['Standard_F4s_v2', 4, 8, 0.169],
    ['Standard_E4s_v5', 4, 32, 0.252],
    ['Standard_NC4as_T4_v3', 4, 28, 0.526, 'AMD64', 1],
  ]),
  unavailable: { canadacentral: ['Standard_NC4as_T4_v3'] },
  features: features([
    {
      id: 'STATIC_IP',
      title: 'Static IP',
      description: 'Outgoing traffic leaves from fixed addresses, through a NAT gateway.',
      centsPerMonth: 3285,
      valueType: 'BOOLEAN',
      documentation: 'https://azure.microsoft.com/pricing/details/azure-nat-gateway/',
    },
  ]),
  defaultInstanceType: 'Standard_D2s_v5',
};
