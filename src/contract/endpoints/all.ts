import {
  pairEndpoints,
  type EndpointOf,
  type Endpoint,
  type EndpointSchemas,
  type Route,
  type RoutesOf,
} from '../endpoint';
import {
  billingEndpoints,
  customRoleEndpoints,
  invitationEndpoints,
  memberEndpoints,
  permissionEndpoints,
} from './access';
import {
  billingEndpointSchemas,
  customRoleEndpointSchemas,
  invitationEndpointSchemas,
  memberEndpointSchemas,
  permissionEndpointSchemas,
} from './access.schemas';
import { customDomainEndpoints } from './customDomains';
import { databaseConnectionEndpoints } from './databases';
import { databaseConnectionEndpointSchemas } from './databases.schemas';
import { customDomainEndpointSchemas } from './customDomains.schemas';
import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  projectDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
} from './deployments';
import {
  environmentDeploymentEndpointSchemas,
  projectDeploymentEndpointSchemas,
} from './deployments/environments.schemas';
import { deploymentEndpointSchemas } from './deployments/records.schemas';
import { serviceDeploymentEndpointSchemasByKind } from './deployments/services.schemas';
import {
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  clusterEndpoints,
} from './clusters';
import {
  cloudProviderCatalogEndpointSchemas,
  cloudProviderCredentialsSchemasBySegment,
  clusterEndpointSchemas,
} from './clusters.schemas';
import { clusterLockEndpoints } from './clusterLocks';
import { clusterLockEndpointSchemas } from './clusterLocks.schemas';
import { environmentEndpoints } from './environments';
import { environmentEndpointSchemas } from './environments.schemas';
import { apiTokenEndpoints, authEndpoints, organizationEndpoints, projectEndpoints } from './foundation';
import {
  apiTokenEndpointSchemas,
  authEndpointSchemas,
  organizationEndpointSchemas,
  projectEndpointSchemas,
} from './foundation.schemas';
import {
  containerRegistryEndpoints,
  gitRepositoryEndpoints,
  gitTokenEndpoints,
  helmRepositoryEndpoints,
} from './git';
import {
  containerRegistryEndpointSchemas,
  gitRepositoryEndpointSchemas,
  gitTokenEndpointSchemas,
  helmRepositoryEndpointSchemas,
} from './git.schemas';
import { environmentServiceEndpoints, linkEndpoints, serviceEndpointsByKind } from './services';
import {
  environmentServiceEndpointSchemas,
  linkEndpointSchemas,
  serviceEndpointSchemasByKind,
} from './services.schemas';
import { guideEndpoints } from './guide';
import { guideEndpointSchemas } from './guide.schemas';
import { auditEventEndpoints } from './auditEvents';
import { auditEventEndpointSchemas } from './auditEvents.schemas';
import { environmentConfigurationEndpoints } from './configurationAt';
import { environmentConfigurationEndpointSchemas } from './configurationAt.schemas';
import { changeEndpoints } from './changes';
import { changeEndpointSchemas } from './changes.schemas';
import { advancedSettingsEndpoints } from './advancedSettings';
import { advancedSettingsEndpointSchemas } from './advancedSettings.schemas';
import { commitEndpoints } from './commits';
import { commitEndpointSchemas } from './commits.schemas';
import { organizationServiceEndpoints } from './organizationServices';
import { organizationServiceEndpointSchemas } from './organizationServices.schemas';
import { searchEndpoints } from './search';
import { searchEndpointSchemas } from './search.schemas';
import { deploymentStageEndpoints } from './stages';
import { environmentDeploymentRuleEndpoints, projectDeploymentRuleEndpoints } from './deploymentRules';
import {
  environmentDeploymentRuleEndpointSchemas,
  projectDeploymentRuleEndpointSchemas,
} from './deploymentRules.schemas';
import { deploymentStageEndpointSchemas } from './stages.schemas';
import {
  effectiveVariableEndpointsByService,
  unifiedVariableEndpoints,
  variableEndpointsByParent,
} from './variables';
import {
  effectiveVariableEndpointSchemasByService,
  unifiedVariableEndpointSchemas,
  variableEndpointSchemasByParent,
} from './variables.schemas';
import { webhookEndpoints } from './webhooks';
import { webhookEndpointSchemas } from './webhooks.schemas';

/** Families keyed by kind of service, each paired with its schemas. */
function pairByKind<S extends Record<string, Record<string, EndpointSchemas>>>(
  families: { [K in keyof S]: RoutesOf<S[K]> },
  schemas: S,
): Endpoint[] {
  return Object.keys(families).flatMap((kind) => {
    const family = families[kind] as RoutesOf<Record<string, EndpointSchemas>>;
    const documented = schemas[kind];
    if (!documented) throw new Error(`No schemas for the ${kind} family`);
    return pairEndpoints(family, documented);
  });
}

/** Every endpoint the server serves, each route with its schemas: for route registration and OpenAPI. */
export const allEndpoints: Endpoint[] = [
  ...pairEndpoints(authEndpoints, authEndpointSchemas),
  ...pairEndpoints(organizationEndpoints, organizationEndpointSchemas),
  ...pairEndpoints(projectEndpoints, projectEndpointSchemas),
  ...pairEndpoints(apiTokenEndpoints, apiTokenEndpointSchemas),
  ...pairEndpoints(clusterEndpoints, clusterEndpointSchemas),
  ...pairEndpoints(cloudProviderCatalogEndpoints, cloudProviderCatalogEndpointSchemas),
  ...pairByKind(cloudProviderCredentialsEndpoints, cloudProviderCredentialsSchemasBySegment),
  ...pairEndpoints(clusterLockEndpoints, clusterLockEndpointSchemas),
  ...pairEndpoints(environmentEndpoints, environmentEndpointSchemas),
  ...pairEndpoints(environmentServiceEndpoints, environmentServiceEndpointSchemas),
  ...pairByKind(serviceEndpointsByKind, serviceEndpointSchemasByKind),
  ...pairEndpoints(linkEndpoints, linkEndpointSchemas),
  ...pairEndpoints(databaseConnectionEndpoints, databaseConnectionEndpointSchemas),
  ...pairByKind(customDomainEndpoints, customDomainEndpointSchemas),
  ...pairEndpoints(gitTokenEndpoints, gitTokenEndpointSchemas),
  ...pairEndpoints(gitRepositoryEndpoints, gitRepositoryEndpointSchemas),
  ...pairEndpoints(containerRegistryEndpoints, containerRegistryEndpointSchemas),
  ...pairEndpoints(helmRepositoryEndpoints, helmRepositoryEndpointSchemas),
  ...pairByKind(serviceDeploymentEndpointsByKind, serviceDeploymentEndpointSchemasByKind),
  ...pairEndpoints(environmentDeploymentEndpoints, environmentDeploymentEndpointSchemas),
  ...pairEndpoints(projectDeploymentEndpoints, projectDeploymentEndpointSchemas),
  ...pairEndpoints(deploymentEndpoints, deploymentEndpointSchemas),
  ...pairEndpoints(webhookEndpoints, webhookEndpointSchemas),
  ...pairEndpoints(deploymentStageEndpoints, deploymentStageEndpointSchemas),
  ...pairEndpoints(projectDeploymentRuleEndpoints, projectDeploymentRuleEndpointSchemas),
  ...pairEndpoints(environmentDeploymentRuleEndpoints, environmentDeploymentRuleEndpointSchemas),
  ...pairEndpoints(searchEndpoints, searchEndpointSchemas),
  ...pairEndpoints(changeEndpoints, changeEndpointSchemas),
  ...pairEndpoints(guideEndpoints, guideEndpointSchemas),
  ...pairByKind(variableEndpointsByParent, variableEndpointSchemasByParent),
  ...pairEndpoints(unifiedVariableEndpoints, unifiedVariableEndpointSchemas),
  ...pairByKind(effectiveVariableEndpointsByService, effectiveVariableEndpointSchemasByService),
  ...pairEndpoints(customRoleEndpoints, customRoleEndpointSchemas),
  ...pairEndpoints(memberEndpoints, memberEndpointSchemas),
  ...pairEndpoints(invitationEndpoints, invitationEndpointSchemas),
  ...pairEndpoints(permissionEndpoints, permissionEndpointSchemas),
  ...pairEndpoints(billingEndpoints, billingEndpointSchemas),
  ...pairEndpoints(commitEndpoints, commitEndpointSchemas),
  ...pairEndpoints(organizationServiceEndpoints, organizationServiceEndpointSchemas),
  ...pairEndpoints(auditEventEndpoints, auditEventEndpointSchemas),
  ...pairEndpoints(environmentConfigurationEndpoints, environmentConfigurationEndpointSchemas),
  ...pairEndpoints(advancedSettingsEndpoints, advancedSettingsEndpointSchemas),
];

const byOperationId = new Map(allEndpoints.map((endpoint) => [endpoint.operationId, endpoint]));

/** The endpoint a route stands for, with its schemas (to check an answer against, say). */
export function endpointOf<R extends Route>(route: R): EndpointOf<R> {
  const endpoint = byOperationId.get(route.operationId);
  if (!endpoint) throw new Error(`No endpoint has the operationId ${route.operationId}`);
  return endpoint as EndpointOf<R>;
}
