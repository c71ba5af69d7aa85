import { features, instanceTypes, type ProviderCatalog, regions } from './types';

/** Amazon EKS: on-demand Linux prices of us-east-1. */
export const awsCatalog: ProviderCatalog = {
  provider: 'AWS',
  label: 'AWS',
  regions: regions([
    ['us-east-1', 'N. Virginia', 'US', 'United States'],
    ['us-east-2', 'Ohio', 'US', 'United States'],
    ['us-west-2', 'Oregon', 'US', 'United States'],
    ['ca-central-1', 'Montreal', 'CA', 'Canada'],
    ['eu-west-1', 'Dublin', 'IE', 'Ireland'],
    ['eu-west-3', 'Paris', 'FR', 'France'],
    ['eu-central-1', 'Frankfurt', 'DE', 'Germany'],
    ['eu-north-1', 'Stockholm', 'SE', 'Sweden'],
    ['ap-southeast-1', 'Singapore', 'SG', 'Singapore'],
    ['ap-northeast-1', 'Tokyo', 'JP', 'Japan'],
    ['sa-east-1', 'São Paulo', 'BR', 'Brazil'],
  ]),
  instanceTypes: instanceTypes([
    ['t3.medium', 2, 4, 0.0416],
    ['t3.large', 2, 8, 0.0832],
    ['t3.xlarge', 4, 16, 0.1664],
    ['t3.2xlarge', 8, 32, 0.3328],
    ['t3a.large', 2, 8, 0.0752],
    ['t3a.xlarge', 4, 16, 0.1504],
    ['t4g.large', 2, 8, 0.0672, 'ARM64'],
    ['m6i.large', 2, 8, 0.096],
    ['m6i.xlarge', 4, 16, 0.192],
    ['m6i.2xlarge', 8, 32, 0.384],
    ['m7g.xlarge', 4, 16, 0.1632, 'ARM64'],
    ['c6i.xlarge', 4, 8, 0.17],
    ['c6i.2xlarge', 8, 16, 0.34],
    ['r6i.xlarge', 4, 32, 0.252],
    ['r6i.2xlarge', 8, 64, 0.504],
    ['g5.xlarge', 4, 16, 1.006, 'AMD64', 1],
  ]),
  // The newest generations reach São Paulo later.
  unavailable: { 'sa-east-1': ['m7g.xlarge', 'g5.xlarge'] },
  features: features([
    {
      id: 'STATIC_IP',
      title: 'Static IP',
      description: 'Outgoing traffic leaves from fixed addresses, through NAT gateways in every zone.',
      centsPerMonth: 9855,
      valueType: 'BOOLEAN',
      documentation: 'https://aws.amazon.com/vpc/pricing/',
    },
    {
      id: 'VPC_SUBNET',
      title: 'VPC subnet',
      description: 'The private range the cluster network takes its addresses from.',
      centsPerMonth: 0,
      valueType: 'STRING',
    },
  ]),
  defaultInstanceType: 't3.large',
};
