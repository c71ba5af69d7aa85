import { type ServiceKind, serviceKinds } from '../../contract';
import type { Database } from '../db/database';
import type { Authenticator } from '../domain/principal';
import type { ScopeResolver, ScopeResolvers } from '../domain/scopes';
import type { Engine } from '../engine';
import type { OutboundPolicy } from '../outbound/policy';
import type { Runtime } from '../runtime';
import type { WebhookDispatcher, WebhookStore } from '../webhooks';
import { createApiTokenService } from './apiTokens/service';
import { createAuthService } from './auth/service';
import { createSessionTokens, type SessionSettings } from './auth/sessions';
import { createCloudCredentialsService } from './cloudCredentials/service';
import { createCloudProviderCatalog } from './clusters/catalogService';
import type { ClusterRunner } from './clusters/lifecycle/runner';
import { organizationIdOfCluster } from './clusters/queries';
import { createClusterService } from './clusters/service';
import { createCustomDomainService } from './customDomains/service';
import { organizationIdOfAnyService, organizationIdOfStage } from './deploymentStages/queries';
import { createDeploymentStageService } from './deploymentStages/service';
import { organizationIdOfDeployment, organizationIdOfDeploymentRequest } from './deployments/queries';
import { engineServiceDeployments } from './deployments/serviceDeployments';
import { createDeploymentService, type DeploymentSettings } from './deployments/service';
import { createEnvironmentCloner } from './environmentClones/service';
import { organizationIdOfEnvironment } from './environments/queries';
import { createEnvironmentService } from './environments/service';
import { createGitRepositoryService, type GitRepositoryOptions } from './gitRepositories/service';
import { createGitTokenService } from './gitTokens/service';
import { createGuideService } from './guide/service';
import { organizationIdIfExists } from './organizations/queries';
import { createOrganizationService } from './organizations/service';
import { organizationIdOfProject } from './projects/queries';
import { createProjectService } from './projects/service';
import { createRegistryService } from './registries/service';
import type { SecretBox } from './secrets/secretBox';
import { organizationIdOfService } from './services/queries';
import { createSearchService } from './search/service';
import { createServiceManager } from './services/service';
import { organizationIdOfVariable, organizationIdOfVariableParent } from './variables/queries';
import { createVariableService } from './variables/service';
import { createWebhookService } from './webhooks/service';

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
  const apiTokens = createApiTokenService(db, runtime);
  const gitTokens = createGitTokenService(db, runtime, settings.secrets, settings.outbound.gitApis);
  const services = createServiceManager(db, runtime, settings.secrets, engineServiceDeployments(work.engine));
  const deployments = createDeploymentService(db, work.engine, services, settings.deployments);
  const cloudCredentials = createCloudCredentialsService(db, runtime, settings.secrets);
  return {
    auth: createAuthService(db, runtime, sessions, apiTokens),
    organizations: createOrganizationService(db, runtime),
    projects: createProjectService(db, runtime, deployments),
    apiTokens,
    clusters: createClusterService(db, runtime, {
      credentials: cloudCredentials,
      secrets: settings.secrets,
      runner: work.clusterRunner,
      timeScale: settings.clusters.timeScale,
      seed: runtime.randomBytes(8).toString('hex'),
    }),
    cloudCredentials,
    cloudProviderCatalog: createCloudProviderCatalog(),
    environments: createEnvironmentService(db, runtime, deployments),
    environmentClones: createEnvironmentCloner(db, runtime, settings.secrets),
    services,
    deployments,
    webhooks: createWebhookService(work.webhookStore, work.webhooks, runtime, settings.outbound.webhooks),
    customDomains: createCustomDomainService(db, runtime),
    deploymentStages: createDeploymentStageService(db, runtime, work.engine),
    gitTokens,
    gitRepositories: createGitRepositoryService(gitTokens, settings.gitRepositories),
    containerRegistries: createRegistryService(db, runtime, settings.secrets, 'CONTAINER'),
    helmRepositories: createRegistryService(db, runtime, settings.secrets, 'HELM'),
    search: createSearchService(db),
    guide: createGuideService(db, runtime),
    variables: createVariableService(db, runtime, settings.secrets),
  };
}

export type Families = ReturnType<typeof createFamilies>;

/** The organization each kind of record a path can name belongs to, one query in the module owning it. */
function scopeResolvers(db: Database): ScopeResolvers {
  const serviceResolvers = Object.fromEntries(
    Object.entries(serviceKinds).map(([kind, { type }]): [ServiceKind, ScopeResolver] => [
      kind as ServiceKind,
      (id) => organizationIdOfService(db, id, type),
    ]),
  );
  return {
    organization: (id) => organizationIdIfExists(db, id),
    project: (id) => organizationIdOfProject(db, id),
    environment: (id) => organizationIdOfEnvironment(db, id),
    cluster: (id) => organizationIdOfCluster(db, id),
    ...serviceResolvers,
    deployment: (id) => organizationIdOfDeployment(db, id),
    deploymentRequest: (id) => organizationIdOfDeploymentRequest(db, id),
    deploymentStage: (id) => organizationIdOfStage(db, id),
    service: (id) => organizationIdOfAnyService(db, id),
    variable: (id) => organizationIdOfVariable(db, id),
    variableParent: (id) => organizationIdOfVariableParent(db, id),
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
