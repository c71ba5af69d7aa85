import {
  advancedSettingsEndpoints,
  apiTokenEndpoints,
  authEndpoints,
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
  billingEndpoints,
  customRoleEndpoints,
  invitationEndpoints,
  memberEndpoints,
  permissionEndpoints,
  clusterEndpoints,
  clusterLockEndpoints,
  containerRegistryEndpoints,
  deploymentStageEndpoints,
  environmentDeploymentRuleEndpoints,
  projectDeploymentRuleEndpoints,
  environmentEndpoints,
  gitRepositoryEndpoints,
  gitTokenEndpoints,
  guideEndpoints,
  helmRepositoryEndpoints,
  organizationEndpoints,
  projectEndpoints,
  searchEndpoints,
  commitEndpoints,
  organizationServiceEndpoints,
  changeEndpoints,
  webhookEndpoints,
  auditEventEndpoints,
  environmentConfigurationEndpoints,
  databaseConnectionEndpoints,
} from '../../../contract';
import type { Families } from '../../modules';
import {
  billingHandlers,
  customRoleHandlers,
  invitationHandlers,
  memberHandlers,
  permissionHandlers,
} from './access';
import { advancedSettingsHandlers } from './advancedSettings';
import { apiTokenHandlers } from './apiTokens';
import { authHandlers } from './auth';
import { bindHandlers, type HandlerRegistry } from './bind';
import {
  bindCloudProviderCredentialsHandlers,
  cloudProviderCatalogHandlers,
  clusterHandlers,
} from './clusters';
import { clusterLockHandlers } from './clusterLocks';
import { bindCustomDomainHandlers } from './customDomains';
import { databaseConnectionHandlers } from './databases';
import { bindDeploymentHandlers } from './deployments';
import { deploymentStageHandlers } from './deploymentStages';
import { environmentDeploymentRuleHandlers, projectDeploymentRuleHandlers } from './deploymentRules';
import { environmentHandlers } from './environments';
import { gitRepositoryHandlers } from './gitRepositories';
import { gitTokenHandlers } from './gitTokens';
import { guideHandlers } from './guide';
import { organizationHandlers } from './organizations';
import { projectHandlers } from './projects';
import { containerRegistryHandlers, helmRepositoryHandlers } from './registries';
import { searchHandlers } from './search';
import { commitHandlers } from './commits';
import { organizationServiceHandlers } from './organizationServices';
import { changeHandlers } from './changes';
import { auditEventHandlers, environmentConfigurationHandlers } from './auditEvents';
import { bindServiceHandlers } from './services';
import { bindVariableHandlers } from './variables';
import { webhookHandlers } from './webhooks';

/** Each endpoint of the contract with the handler answering it from its family's service. */
export function apiHandlers(families: Families): HandlerRegistry {
  const handlers: HandlerRegistry = new Map();
  bindHandlers(handlers, authEndpoints, authHandlers(families.auth));
  bindHandlers(handlers, advancedSettingsEndpoints, advancedSettingsHandlers(families.advancedSettings));
  bindHandlers(handlers, organizationEndpoints, organizationHandlers(families.organizations));
  bindHandlers(handlers, projectEndpoints, projectHandlers(families.projects));
  bindHandlers(handlers, apiTokenEndpoints, apiTokenHandlers(families.apiTokens));
  bindHandlers(handlers, clusterEndpoints, clusterHandlers(families.clusters));
  bindHandlers(handlers, clusterLockEndpoints, clusterLockHandlers(families.clusterLocks));
  bindHandlers(
    handlers,
    cloudProviderCatalogEndpoints,
    cloudProviderCatalogHandlers(families.cloudProviderCatalog),
  );
  bindCloudProviderCredentialsHandlers(
    handlers,
    cloudProviderCredentialsEndpoints,
    families.cloudCredentials,
  );
  bindHandlers(
    handlers,
    environmentEndpoints,
    environmentHandlers(families.environments, families.environmentClones),
  );
  bindServiceHandlers(handlers, families.services);
  bindHandlers(
    handlers,
    databaseConnectionEndpoints,
    databaseConnectionHandlers(families.variables, families.services),
  );
  bindDeploymentHandlers(handlers, families.deployments);
  bindHandlers(handlers, webhookEndpoints, webhookHandlers(families.webhooks));
  bindCustomDomainHandlers(handlers, families.customDomains);
  bindHandlers(handlers, deploymentStageEndpoints, deploymentStageHandlers(families.deploymentStages));
  bindHandlers(
    handlers,
    projectDeploymentRuleEndpoints,
    projectDeploymentRuleHandlers(families.deploymentRules),
  );
  bindHandlers(
    handlers,
    environmentDeploymentRuleEndpoints,
    environmentDeploymentRuleHandlers(families.deploymentRules),
  );
  bindHandlers(handlers, gitTokenEndpoints, gitTokenHandlers(families.gitTokens));
  bindHandlers(handlers, gitRepositoryEndpoints, gitRepositoryHandlers(families.gitRepositories));
  bindHandlers(handlers, containerRegistryEndpoints, containerRegistryHandlers(families.containerRegistries));
  bindHandlers(handlers, helmRepositoryEndpoints, helmRepositoryHandlers(families.helmRepositories));
  bindHandlers(handlers, searchEndpoints, searchHandlers(families.search));
  bindHandlers(handlers, changeEndpoints, changeHandlers(families.changes));
  bindHandlers(handlers, guideEndpoints, guideHandlers(families.guide));
  bindVariableHandlers(handlers, families.variables);
  bindHandlers(handlers, customRoleEndpoints, customRoleHandlers(families.roles));
  bindHandlers(handlers, memberEndpoints, memberHandlers(families.members));
  bindHandlers(handlers, invitationEndpoints, invitationHandlers(families.members));
  bindHandlers(handlers, permissionEndpoints, permissionHandlers(families.roles));
  bindHandlers(handlers, billingEndpoints, billingHandlers(families.billing));
  bindHandlers(handlers, commitEndpoints, commitHandlers(families.commits));
  bindHandlers(
    handlers,
    organizationServiceEndpoints,
    organizationServiceHandlers(families.organizationServices),
  );
  bindHandlers(handlers, auditEventEndpoints, auditEventHandlers(families.audit));
  bindHandlers(handlers, environmentConfigurationEndpoints, environmentConfigurationHandlers(families.audit));
  return handlers;
}
