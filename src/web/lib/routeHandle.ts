/**
 * Where a page sits, so the breadcrumbs can draw its trail and the organization switcher can keep the section. (Here
 * rather than in app/ because each feature declares the handles of the routes it owns; the shell reads them.)
 */
export type Crumb =
  | 'projects'
  | 'project'
  | 'environment'
  | 'service'
  | 'deployment'
  | 'new-service'
  | 'clusters'
  | 'all-services'
  | 'cluster'
  | 'new-cluster'
  | 'settings'
  | SettingsSection;
export type Section = 'projects' | 'clusters' | 'all-services' | SettingsSection;
type SettingsSection =
  | 'settings-general'
  | 'settings-api-tokens'
  | 'settings-git-tokens'
  | 'settings-container-registries'
  | 'settings-helm-repositories'
  | 'settings-webhooks'
  | 'settings-audit-log'
  | 'settings-roles'
  | 'settings-members'
  | 'settings-billing';

export interface RouteHandle {
  /** The whole trail after the organization, broadest first. */
  crumbs: readonly Crumb[];
  section: Section;
}

/** The `handle` of a route that has a place in the trail. */
export const routeHandle = (crumbs: RouteHandle['crumbs'], section: Section): RouteHandle => ({
  crumbs,
  section,
});
