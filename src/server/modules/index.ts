import {
  allEndpoints,
  apiTokenEndpoints,
  authEndpoints,
  clusterEndpoints,
  deploymentStageEndpoints,
  containerRegistryEndpoints,
  environmentEndpoints,
  gitRepositoryEndpoints,
  gitTokenEndpoints,
  helmRepositoryEndpoints,
  organizationEndpoints,
  projectEndpoints,
  type ServiceKind,
  serviceKinds,
  webhookEndpoints,
} from '../../contract';
import type { Database } from '../db/database';
import type { Authenticator } from '../http/authenticate';
import { bindHandlers, type HandlerRegistry } from '../http/handlers';
import type { ScopeResolver, ScopeResolvers } from '../http/scopes';
import type { OutboundPolicy } from '../outbound/policy';
import type { Runtime } from '../runtime';
import type { Workers } from '../workers';
import { apiTokenHandlers } from './apiTokens/handlers';
import { createApiTokenService } from './apiTokens/service';
import { authHandlers } from './auth/handlers';
import { createAuthService } from './auth/service';
import { createSessionTokens, type SessionSettings } from './auth/sessions';
import { clusterHandlers } from './clusters/handlers';
import { createClusterService } from './clusters/service';
import { bindCustomDomainHandlers } from './customDomains/handlers';
import { deploymentStageHandlers } from './deploymentStages/handlers';
import { organizationIdOfAnyService, organizationIdOfStage } from './deploymentStages/queries';
import { createDeploymentStageService } from './deploymentStages/service';
import { bindDeploymentHandlers } from './deployments/handlers';
import { organizationIdOfDeployment, organizationIdOfDeploymentRequest } from './deployments/queries';
import { engineServiceDeployments } from './deployments/serviceDeployments';
import { createDeploymentService } from './deployments/service';
import { createCustomDomainService } from './customDomains/service';
import { createEnvironmentCloner } from './environmentClones/service';
import { environmentHandlers } from './environments/handlers';
import { organizationIdOfEnvironment } from './environments/queries';
import { createEnvironmentService } from './environments/service';
import { gitRepositoryHandlers } from './gitRepositories/handlers';
import { createGitRepositoryService, type GitRepositoryOptions } from './gitRepositories/service';
import { gitTokenHandlers } from './gitTokens/handlers';
import { createGitTokenService } from './gitTokens/service';
import { organizationHandlers } from './organizations/handlers';
import { organizationIdIfExists } from './organizations/queries';
import { createOrganizationService } from './organizations/service';
import { organizationIdOfProject } from './projects/queries';
import { projectHandlers } from './projects/handlers';
import { createProjectService } from './projects/service';
import { containerRegistryHandlers, helmRepositoryHandlers } from './registries/handlers';
import { createRegistryService } from './registries/service';
import type { SecretBox } from './secrets/secretBox';
import { bindServiceHandlers } from './services/handlers';
import { organizationIdOfService } from './services/queries';
import { createServiceManager } from './services/service';
import { webhookHandlers } from './webhooks/handlers';
import { createWebhookService } from './webhooks/service';

/** Everything the HTTP layer needs from the product's modules. */
export interface Modules {
  endpoints: typeof allEndpoints;
  handlers: HandlerRegistry;
  resolvers: ScopeResolvers;
  authenticator: Authenticator;
}

export interface ModuleSettings {
  session: SessionSettings;
  /** Seals what people entrust to the platform (git tokens, registry credentials, secret variables). */
  secrets: SecretBox;
  gitRepositories: GitRepositoryOptions;
  /** Where requests people configured may go: webhook targets and git APIs. */
  outbound: { webhooks: OutboundPolicy; gitApis: OutboundPolicy };
}

/** Wires each module's service to its handlers; a new family adds its lines here. */
export function createModules(
  db: Database,
  runtime: Runtime,
  settings: ModuleSettings,
  workers: Workers,
): Modules {
  const sessions = createSessionTokens(settings.session, runtime);
  const apiTokens = createApiTokenService(db, runtime);
  const auth = createAuthService(db, runtime, sessions, apiTokens);
  const gitTokens = createGitTokenService(db, runtime, settings.secrets, settings.outbound.gitApis);
  const services = createServiceManager(
    db,
    runtime,
    settings.secrets,
    engineServiceDeployments(workers.engine),
  );
  const deployments = createDeploymentService(db, workers.engine, services);

  const handlers: HandlerRegistry = new Map();
  bindHandlers(handlers, authEndpoints, authHandlers(auth));
  bindHandlers(handlers, organizationEndpoints, organizationHandlers(createOrganizationService(db, runtime)));
  bindHandlers(handlers, projectEndpoints, projectHandlers(createProjectService(db, runtime, deployments)));
  bindHandlers(handlers, apiTokenEndpoints, apiTokenHandlers(apiTokens));
  bindHandlers(handlers, clusterEndpoints, clusterHandlers(createClusterService(db)));
  bindHandlers(
    handlers,
    environmentEndpoints,
    environmentHandlers(
      createEnvironmentService(db, runtime, deployments),
      createEnvironmentCloner(db, runtime, settings.secrets),
    ),
  );
  bindServiceHandlers(handlers, services);
  bindDeploymentHandlers(handlers, deployments);
  bindHandlers(
    handlers,
    webhookEndpoints,
    webhookHandlers(
      createWebhookService(workers.webhookStore, workers.webhooks, runtime, settings.outbound.webhooks),
    ),
  );
  bindCustomDomainHandlers(handlers, createCustomDomainService(db, runtime));
  bindHandlers(
    handlers,
    deploymentStageEndpoints,
    deploymentStageHandlers(createDeploymentStageService(db, runtime, workers.engine)),
  );
  bindHandlers(handlers, gitTokenEndpoints, gitTokenHandlers(gitTokens));
  bindHandlers(
    handlers,
    gitRepositoryEndpoints,
    gitRepositoryHandlers(createGitRepositoryService(gitTokens, settings.gitRepositories)),
  );
  bindHandlers(
    handlers,
    containerRegistryEndpoints,
    containerRegistryHandlers(createRegistryService(db, runtime, settings.secrets, 'CONTAINER')),
  );
  bindHandlers(
    handlers,
    helmRepositoryEndpoints,
    helmRepositoryHandlers(createRegistryService(db, runtime, settings.secrets, 'HELM')),
  );

  const serviceResolvers = Object.fromEntries(
    Object.entries(serviceKinds).map(([kind, { type }]): [ServiceKind, ScopeResolver] => [
      kind as ServiceKind,
      (id) => organizationIdOfService(db, id, type),
    ]),
  );
  const resolvers: ScopeResolvers = {
    organization: (id) => organizationIdIfExists(db, id),
    project: (id) => organizationIdOfProject(db, id),
    environment: (id) => organizationIdOfEnvironment(db, id),
    ...serviceResolvers,
    deployment: (id) => organizationIdOfDeployment(db, id),
    deploymentRequest: (id) => organizationIdOfDeploymentRequest(db, id),
    deploymentStage: (id) => organizationIdOfStage(db, id),
    service: (id) => organizationIdOfAnyService(db, id),
  };

  return { endpoints: allEndpoints, handlers, resolvers, authenticator: auth.authenticator };
}
