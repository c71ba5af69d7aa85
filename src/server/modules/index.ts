import { type ServiceKind, serviceKinds } from '../../contract';
import type { Database } from '../db/database';
import type { Authenticator } from '../domain/principal';
import type { ScopeResolver, ScopeResolvers } from '../domain/scopes';
import type { Engine } from '../engine';
import type { OutboundPolicy } from '../outbound/policy';
import type { Runtime } from '../runtime';
import type { WebhookDispatcher, WebhookStore } from '../webhooks';
import { createApiTokenService } from './apiTokens';
import {
  createAuthService,
  createSessionTokens,
  type SessionSettings,
  type SignInBackOffPolicy,
} from './auth';
import { createCloudCredentialsService } from './cloudCredentials';
import {
  type ClusterRunner,
  createCloudProviderCatalog,
  createClusterLockService,
  createClusterService,
} from './clusters';
import { createCustomDomainService } from './customDomains';
import { createDeploymentStageService } from './deploymentStages';
import { createDeploymentRuleService, newEnvironmentRules } from './deploymentRules';
import { createDeploymentService, type DeploymentSettings, engineServiceDeployments } from './deployments';
import { createEnvironmentCloner } from './environmentClones';
import { createEnvironmentService } from './environments';
import { createAdvancedSettingsService } from './advancedSettings';
import { createCommitService } from './commits';
import { createGitRepositoryService, type GitRepositoryOptions } from './gitRepositories';
import { createGitTokenService } from './gitTokens';
import { createGuideService } from './guide';
import { createOrganizationService, organizationIdIfExists } from './organizations';
import { createProjectService } from './projects';
import { createRegistryService } from './registries';
import {
  createRoleService,
  targetOfCluster,
  targetOfDeployment,
  targetOfDeploymentRequest,
  targetOfEnvironment,
  targetOfProject,
  targetOfService,
  targetOfStage,
  targetOfVariable,
  targetOfVariableParent,
} from './roles';
import { createBillingService } from './billing';
import { createMemberService } from './members';
import type { SecretBox } from './secrets';
import { accessChanges } from './shared/recentlyFound';
import { withDeps } from './shared/withDeps';
import { createOrganizationServiceList } from './organizationServices';
import { createSearchService } from './search';
import { createChangeFeed } from './changes';
import { createAuditLog } from './audit';
import { createServiceManager } from './services';
import { anchorServiceBuiltIns, createVariableService } from './variables';
import { createWebhookService } from './webhooks';

export interface ModuleSettings {
  session: SessionSettings;
  /** Seals what people entrust to the platform (git tokens, registry credentials, secret variables). */
  secrets: SecretBox;
  gitRepositories: GitRepositoryOptions;
  /** Where requests people configured may go: webhook targets and git APIs. */
  outbound: { webhooks: OutboundPolicy; gitApis: OutboundPolicy };
  deployments: DeploymentSettings;
  /** ENGINE_TIME_SCALE, which cluster installs, upgrades and stops follow too. */
  clusters: { timeScale: number };
  /** How failed sign-ins slow further tries down: `signInBackOffPolicy` unless a test asks for smaller budgets. */
  signInBackOff?: SignInBackOffPolicy;
}

/** What the modules use of the work running beside the API (see workers.ts). */
export interface BackgroundWork {
  engine: Engine;
  webhookStore: WebhookStore;
  webhooks: Pick<WebhookDispatcher, 'wake' | 'sendTest'>;
  clusterRunner: ClusterRunner;
}

/** Each family's service, holding its rules: what `http/handlers` answers the endpoints with. */
function createFamilies(db: Database, runtime: Runtime, settings: ModuleSettings, work: BackgroundWork) {
  const sessions = createSessionTokens(settings.session, runtime);
  // Told of every change to who may do what, so the credentials each request presents are looked up once a while.
  const access = accessChanges();
  const roles = createRoleService(db, runtime, access);
  const apiTokens = createApiTokenService(db, runtime, roles, access);
  const gitTokens = createGitTokenService(db, runtime, settings.secrets, settings.outbound.gitApis);
  // Storing a service writes its built-in variables in the same transaction: services call down into variables.
  const services = createServiceManager(db, runtime, settings.secrets, {
    anchorBuiltIns: withDeps({ runtime, secrets: settings.secrets }, anchorServiceBuiltIns),
    deployments: engineServiceDeployments(work.engine),
  });
  const deployments = createDeploymentService(db, work.engine, services, settings.deployments);
  const cloudCredentials = createCloudCredentialsService(db, runtime, settings.secrets);
  const clusterLocks = createClusterLockService(db, runtime);
  // New environments and copies alike take the project's deployment rules.
  const environmentRules = newEnvironmentRules(db, runtime);
  return {
    auth: createAuthService(db, runtime, sessions, apiTokens, roles, access, settings.signInBackOff),
    roles,
    members: createMemberService(db, runtime, roles, sessions, access),
    billing: createBillingService(db, runtime),
    organizations: createOrganizationService(db, runtime),
    projects: createProjectService(db, runtime, deployments, access),
    apiTokens,
    clusters: createClusterService(db, runtime, {
      credentials: cloudCredentials,
      secrets: settings.secrets,
      runner: work.clusterRunner,
      timeScale: settings.clusters.timeScale,
      seed: runtime.randomBytes(8).toString('hex'),
      locks: clusterLocks,
    }),
    clusterLocks,
    cloudCredentials,
    cloudProviderCatalog: createCloudProviderCatalog(),
    environments: createEnvironmentService(db, runtime, deployments, environmentRules),
    deploymentRules: createDeploymentRuleService(db, runtime),
    environmentClones: createEnvironmentCloner(db, runtime, settings.secrets, environmentRules),
    services,
    deployments,
    webhooks: createWebhookService(work.webhookStore, work.webhooks, runtime, settings.outbound.webhooks),
    customDomains: createCustomDomainService(db, runtime),
    deploymentStages: createDeploymentStageService(db, runtime, work.engine),
    gitTokens,
    gitRepositories: createGitRepositoryService(gitTokens, settings.gitRepositories),
    // A service's commits are asked of its git token's provider, where the git APIs' policy lets calls go.
    commits: createCommitService({ db, services, tokens: gitTokens, options: settings.gitRepositories }),
    containerRegistries: createRegistryService(db, runtime, settings.secrets, 'CONTAINER'),
    helmRepositories: createRegistryService(db, runtime, settings.secrets, 'HELM'),
    search: createSearchService(db),
    organizationServices: createOrganizationServiceList(db),
    changes: createChangeFeed(db, {
      statusesOf: (environmentId) => deployments.environmentStatuses(environmentId),
    }),
    guide: createGuideService(db, runtime),
    variables: createVariableService(db, runtime, settings.secrets),
    audit: createAuditLog(db, runtime),
    advancedSettings: createAdvancedSettingsService({ db, runtime }),
  };
}

export type Families = ReturnType<typeof createFamilies>;

/** Where each kind of record a path can name is (organization, project and environment type, or cluster). */
function scopeResolvers(db: Database): ScopeResolvers {
  const serviceResolvers = Object.fromEntries(
    Object.entries(serviceKinds).map(([kind, { type }]): [ServiceKind, ScopeResolver] => [
      kind as ServiceKind,
      (id) => targetOfService(db, id, type),
    ]),
  );
  return {
    organization: (id) => organizationIdIfExists(db, id),
    cluster: (id) => targetOfCluster(db, id),
    project: (id) => targetOfProject(db, id),
    environment: (id) => targetOfEnvironment(db, id),
    ...serviceResolvers,
    deployment: (id) => targetOfDeployment(db, id),
    deploymentRequest: (id) => targetOfDeploymentRequest(db, id),
    deploymentStage: (id) => targetOfStage(db, id),
    service: (id) => targetOfService(db, id),
    variable: (id) => targetOfVariable(db, id),
    variableParent: (id) => targetOfVariableParent(db, id),
  };
}

/** Everything the HTTP layer needs from the product's modules. */
export interface Modules {
  families: Families;
  resolvers: ScopeResolvers;
  authenticator: Authenticator;
}

/** Wires each module's service; a new family adds its line to `createFamilies`. */
export function createModules(
  db: Database,
  runtime: Runtime,
  settings: ModuleSettings,
  work: BackgroundWork,
): Modules {
  const families = createFamilies(db, runtime, settings, work);
  return { families, resolvers: scopeResolvers(db), authenticator: families.auth.authenticator };
}
