import { customDomainEndpoints } from './customDomains';
import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  projectDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
} from './deployments';
import { clusterEndpoints, environmentEndpoints } from './environments';
import { apiTokenEndpoints, authEndpoints, organizationEndpoints, projectEndpoints } from './foundation';
import {
  containerRegistryEndpoints,
  gitRepositoryEndpoints,
  gitTokenEndpoints,
  helmRepositoryEndpoints,
} from './git';
import { environmentServiceEndpoints, linkEndpoints, serviceEndpointsByKind } from './services';
import { webhookEndpoints } from './webhooks';
import { deploymentStageEndpoints } from './stages';

export * from './foundation';
export * from './environments';
export * from './services';
export * from './git';
export * from './customDomains';
export * from './deployments';
export * from './webhooks';
export * from './stages';
export { organizationCrud } from './crud';

/** Every endpoint the server serves, for route registration and the OpenAPI document. */
export const allEndpoints = [
  ...Object.values(authEndpoints),
  ...Object.values(organizationEndpoints),
  ...Object.values(projectEndpoints),
  ...Object.values(apiTokenEndpoints),
  ...Object.values(clusterEndpoints),
  ...Object.values(environmentEndpoints),
  ...Object.values(environmentServiceEndpoints),
  ...Object.values(serviceEndpointsByKind).flatMap((group) => Object.values(group)),
  ...Object.values(linkEndpoints),
  ...Object.values(customDomainEndpoints).flatMap((group) => Object.values(group)),
  ...Object.values(gitTokenEndpoints),
  ...Object.values(gitRepositoryEndpoints),
  ...Object.values(containerRegistryEndpoints),
  ...Object.values(helmRepositoryEndpoints),
  ...Object.values(serviceDeploymentEndpointsByKind).flatMap((group) => Object.values(group)),
  ...Object.values(environmentDeploymentEndpoints),
  ...Object.values(projectDeploymentEndpoints),
  ...Object.values(deploymentEndpoints),
  ...Object.values(webhookEndpoints),
  ...Object.values(deploymentStageEndpoints),
];
