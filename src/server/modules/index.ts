import {
  allEndpoints,
  apiTokenEndpoints,
  authEndpoints,
  organizationEndpoints,
  projectEndpoints,
} from '../../contract';
import type { Database } from '../db/database';
import type { Authenticator } from '../http/authenticate';
import { bindHandlers, type HandlerRegistry } from '../http/handlers';
import type { ScopeResolvers } from '../http/scopes';
import type { Runtime } from '../runtime';
import { apiTokenHandlers } from './apiTokens/handlers';
import { createApiTokenService } from './apiTokens/service';
import { authHandlers } from './auth/handlers';
import { createAuthService } from './auth/service';
import { createSessionTokens, type SessionSettings } from './auth/sessions';
import { organizationHandlers } from './organizations/handlers';
import { organizationIdIfExists } from './organizations/queries';
import { createOrganizationService } from './organizations/service';
import { organizationIdOfProject } from './projects/queries';
import { projectHandlers } from './projects/handlers';
import { createProjectService } from './projects/service';

/** Everything the HTTP layer needs from the product's modules. */
export interface Modules {
  endpoints: typeof allEndpoints;
  handlers: HandlerRegistry;
  resolvers: ScopeResolvers;
  authenticator: Authenticator;
}

/** Wires each module's service to its handlers; a new family adds its lines here. */
export function createModules(db: Database, runtime: Runtime, sessionSettings: SessionSettings): Modules {
  const sessions = createSessionTokens(sessionSettings, runtime);
  const apiTokens = createApiTokenService(db, runtime);
  const auth = createAuthService(db, runtime, sessions, apiTokens);
  const organizations = createOrganizationService(db, runtime);
  const projects = createProjectService(db, runtime);

  const handlers: HandlerRegistry = new Map();
  bindHandlers(handlers, authEndpoints, authHandlers(auth));
  bindHandlers(handlers, organizationEndpoints, organizationHandlers(organizations));
  bindHandlers(handlers, projectEndpoints, projectHandlers(projects));
  bindHandlers(handlers, apiTokenEndpoints, apiTokenHandlers(apiTokens));

  const resolvers: ScopeResolvers = {
    organization: (id) => organizationIdIfExists(db, id),
    project: (id) => organizationIdOfProject(db, id),
  };

  return { endpoints: allEndpoints, handlers, resolvers, authenticator: auth.authenticator };
}
