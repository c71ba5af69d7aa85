/**
 * Every in-app URL, built from typed parts: links and navigation use these, never hand-made strings. The route
 * patterns sit next to their builders so both change together. (Here rather than in app/ because features link to
 * each other's pages and may not import app/.)
 */
import type { ServiceKind } from '../../contract';

const segment = encodeURIComponent;

export const routePatterns = {
  signIn: '/signin',
  projects: '/organizations/:organizationId/projects',
  project: '/organizations/:organizationId/projects/:projectId',
  clusters: '/organizations/:organizationId/clusters',
  allServices: '/organizations/:organizationId/services',
  newCluster: '/organizations/:organizationId/clusters/new',
  cluster: '/organizations/:organizationId/clusters/:clusterId',
  settings: '/organizations/:organizationId/settings',
  generalSettings: '/organizations/:organizationId/settings/general',
  apiTokens: '/organizations/:organizationId/settings/api-tokens',
  gitTokens: '/organizations/:organizationId/settings/git-tokens',
  containerRegistries: '/organizations/:organizationId/settings/container-registries',
  helmRepositories: '/organizations/:organizationId/settings/helm-repositories',
  webhooks: '/organizations/:organizationId/settings/webhooks',
  auditLog: '/organizations/:organizationId/settings/audit-log',
  projectActivity: '/organizations/:organizationId/projects/:projectId/activity',
  environmentActivity:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/activity',
  projectVariables: '/organizations/:organizationId/projects/:projectId/variables',
  projectDeploymentRules: '/organizations/:organizationId/projects/:projectId/deployment-rules',
  roles: '/organizations/:organizationId/settings/roles',
  role: '/organizations/:organizationId/settings/roles/:customRoleId',
  members: '/organizations/:organizationId/settings/members',
  billing: '/organizations/:organizationId/settings/billing',
  invitation: '/invitation/:invitationToken',
  environment: '/organizations/:organizationId/projects/:projectId/environments/:environmentId',
  environmentVariables:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/variables',
  environmentStages: '/organizations/:organizationId/projects/:projectId/environments/:environmentId/stages',
  environmentSchedule:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/schedule',
  newService: '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/new',
  service:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId',
  serviceSettings:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/settings/:section?',
  serviceDeployments:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/deployments',
  serviceDeployment:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/deployments/:deploymentId',
  serviceLogs:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/logs',
  serviceVariables:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/variables',
  serviceActivity:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/activity',
  serviceAdvancedSettings:
    '/organizations/:organizationId/projects/:projectId/environments/:environmentId/services/:kind/:serviceId/advanced-settings',
  clusterAdvancedSettings: '/organizations/:organizationId/clusters/:clusterId/advanced-settings',
} as const;

export const paths = {
  home: () => '/',
  /** `next` is where to return after signing in (an in-app path). */
  signIn: (next?: string) => (next ? `/signin?${new URLSearchParams({ next }).toString()}` : '/signin'),
  projects: (organizationId: string) => `/organizations/${segment(organizationId)}/projects`,
  project: (organizationId: string, projectId: string) =>
    `${paths.projects(organizationId)}/${segment(projectId)}`,
  clusters: (organizationId: string) => `/organizations/${segment(organizationId)}/clusters`,
  allServices: (organizationId: string) => `/organizations/${segment(organizationId)}/services`,
  newCluster: (organizationId: string) => `${paths.clusters(organizationId)}/new`,
  cluster: (organizationId: string, clusterId: string) =>
    `${paths.clusters(organizationId)}/${segment(clusterId)}`,
  settings: (organizationId: string) => `/organizations/${segment(organizationId)}/settings`,
  generalSettings: (organizationId: string) => `${paths.settings(organizationId)}/general`,
  apiTokens: (organizationId: string) => `${paths.settings(organizationId)}/api-tokens`,
  gitTokens: (organizationId: string) => `${paths.settings(organizationId)}/git-tokens`,
  containerRegistries: (organizationId: string) => `${paths.settings(organizationId)}/container-registries`,
  helmRepositories: (organizationId: string) => `${paths.settings(organizationId)}/helm-repositories`,
  webhooks: (organizationId: string) => `${paths.settings(organizationId)}/webhooks`,
  /** The audit log; `filters` are its query string (the API's own parameter names, e.g. `target-id`). */
  auditLog: (organizationId: string, filters?: Record<string, string>) =>
    `${paths.settings(organizationId)}/audit-log${
      filters && Object.keys(filters).length > 0 ? `?${new URLSearchParams(filters).toString()}` : ''
    }`,
  projectActivity: (organizationId: string, projectId: string) =>
    `${paths.project(organizationId, projectId)}/activity`,
  environmentActivity: (organizationId: string, projectId: string, environmentId: string) =>
    `${paths.environment(organizationId, projectId, environmentId)}/activity`,
  /** The variables and secrets of a project (reaching all its environments). */
  projectVariables: (organizationId: string, projectId: string) =>
    `${paths.project(organizationId, projectId)}/variables`,
  projectDeploymentRules: (organizationId: string, projectId: string) =>
    `${paths.project(organizationId, projectId)}/deployment-rules`,
  roles: (organizationId: string) => `${paths.settings(organizationId)}/roles`,
  role: (organizationId: string, customRoleId: string) =>
    `${paths.settings(organizationId)}/roles/${segment(customRoleId)}`,
  members: (organizationId: string) => `${paths.settings(organizationId)}/members`,
  billing: (organizationId: string) => `${paths.settings(organizationId)}/billing`,
  environment: (organizationId: string, projectId: string, environmentId: string) =>
    `${paths.project(organizationId, projectId)}/environments/${segment(environmentId)}`,
  environmentVariables: (organizationId: string, projectId: string, environmentId: string) =>
    `${paths.environment(organizationId, projectId, environmentId)}/variables`,
  environmentSchedule: (organizationId: string, projectId: string, environmentId: string) =>
    `${paths.environment(organizationId, projectId, environmentId)}/schedule`,
  /** The stage board; with `deploymentId`, how that deployment's stages ran, read-only. */
  environmentStages: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    deploymentId?: string,
  ) =>
    `${paths.environment(organizationId, projectId, environmentId)}/stages${
      deploymentId ? `?${new URLSearchParams({ deployment: deploymentId }).toString()}` : ''
    }`,
  /** The new-service flow; `kind` preselects the type of service. */
  newService: (organizationId: string, projectId: string, environmentId: string, kind?: ServiceKind) =>
    `${paths.environment(organizationId, projectId, environmentId)}/services/new${
      kind ? `?${new URLSearchParams({ kind }).toString()}` : ''
    }`,
  service: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) =>
    `${paths.environment(organizationId, projectId, environmentId)}/services/${kind}/${segment(serviceId)}`,
  /** A section of a service's settings (general, ports, danger…); without one, the first. */
  serviceSettings: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
    section?: string,
  ) =>
    `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/settings${
      section ? `/${segment(section)}` : ''
    }`,
  /** A service's deployment history. */
  serviceDeployments: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) => `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/deployments`,
  /** One deployment of a service: its steps and its log. */
  serviceDeployment: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
    deploymentId: string,
  ) =>
    `${paths.serviceDeployments(organizationId, projectId, environmentId, kind, serviceId)}/${segment(deploymentId)}`,
  serviceLogs: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) => `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/logs`,
  /** The variables reaching a service, its own, and what it finally receives. */
  serviceVariables: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) => `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/variables`,
  /** A service's recent events in the audit log. */
  serviceActivity: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) => `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/activity`,
  /** The settings beyond a service's form, by the platform API's keys. */
  serviceAdvancedSettings: (
    organizationId: string,
    projectId: string,
    environmentId: string,
    kind: ServiceKind,
    serviceId: string,
  ) => `${paths.service(organizationId, projectId, environmentId, kind, serviceId)}/advanced-settings`,
  clusterAdvancedSettings: (organizationId: string, clusterId: string) =>
    `${paths.cluster(organizationId, clusterId)}/advanced-settings`,
};

/** Only in-app paths are followed after sign-in, so a crafted link cannot send people elsewhere. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home();
  if (next.startsWith(routePatterns.signIn)) return paths.home();
  return next;
}
