import { features, instanceTypes, type ProviderCatalog, regions } from './types';

/** Scaleway Kapsule: prices of fr-par, converted to US dollars. */
export const scalewayCatalog: ProviderCatalog = {
  provider: 'SCW',
  label: 'Scaleway',
  regions: regions([
    ['fr-par', 'Paris', 'FR', 'France'],
    ['nl-ams', 'Amsterdam', 'NL', 'Netherlands'],
    ['pl-waw', 'Warsaw', 'PL', 'Poland'],
  ]),
  instanceTypes: instanceTypes([
    ['DEV1-M', 3, 4, 0.0238],
    ['DEV1-L', 4, 8, 0.0494],
    ['DEV1-XL', 4, 12, 0.0773],
    ['GP1-XS', 4, 16, 0.1009],
    ['GP1-S', 8, 32, 0.1946],
    ['GP1-M', 16, 64, 0.4051],
    ['PRO2-XXS', 2, 8, 0.0597],
    ['PRO2-XS', 4, 16, 0.1194],
    ['PRO2-S', 8, 32, 0.2389],
    ['PLAY2-NANO', 4, 8, 0.0817],
    ['COPARM1-4C-16G', 4, 16, 0.0914, 'ARM64'],
    ['RENDER-S', 10, 42, 1.3365, 'AMD64', 1],
  ]),
  unavailable: { 'pl-waw': ['RENDER-S', 'COPARM1-4C-16G'], 'nl-ams': ['RENDER-S'] },
  features: features([
    {
      id: 'STATIC_IP',
      title: 'Static IP',
      description: 'Outgoing traffic leaves from a fixed address, through a public gateway.',
      centsPerMonth: 1250,
      valueType: 'BOOLEAN',
      documentation: 'https://www.scaleway.com/en/pricing/network/',
    },
  ]),
  defaultInstanceType: 'PRO2-XS',
};
