// Reading the handles routes declare (lib/routeHandle.ts): only the shell does, so this stays out of the entry.
import { paths } from '../lib/paths';
import type { RouteHandle, Section } from '../lib/routeHandle';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'crumbs' in handle && 'section' in handle;
}

const sectionPaths: Record<Section, (organizationId: string) => string> = {
  clusters: paths.clusters,
  'all-services': paths.allServices,
  projects: paths.projects,
  'settings-general': paths.generalSettings,
  'settings-api-tokens': paths.apiTokens,
  'settings-git-tokens': paths.gitTokens,
  'settings-container-registries': paths.containerRegistries,
  'settings-helm-repositories': paths.helmRepositories,
  'settings-webhooks': paths.webhooks,
  'settings-audit-log': (organizationId) => paths.auditLog(organizationId),
  'settings-roles': paths.roles,
  'settings-members': paths.members,
  'settings-billing': paths.billing,
};

/** The same section in another organization (a project page maps to that organization's projects). */
export function sectionPath(section: Section | undefined, organizationId: string): string {
  return sectionPaths[section ?? 'projects'](organizationId);
}
