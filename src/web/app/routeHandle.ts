import { paths } from '../lib/paths';

/** Where a page sits, so the breadcrumbs can draw its trail and the organization switcher can keep the section. */
export type Crumb =
  | 'projects'
  | 'project'
  | 'environment'
  | 'service'
  | 'deployment'
  | 'new-service'
  | 'settings'
  | SettingsSection;
export type Section = 'projects' | SettingsSection;
type SettingsSection =
  | 'settings-general'
  | 'settings-api-tokens'
  | 'settings-git-tokens'
  | 'settings-container-registries'
  | 'settings-helm-repositories'
  | 'settings-webhooks';

export interface RouteHandle {
  /** The whole trail after the organization, broadest first. */
  crumbs: readonly Crumb[];
  section: Section;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'crumbs' in handle && 'section' in handle;
}

const sectionPaths: Record<Section, (organizationId: string) => string> = {
  projects: paths.projects,
  'settings-general': paths.generalSettings,
  'settings-api-tokens': paths.apiTokens,
  'settings-git-tokens': paths.gitTokens,
  'settings-container-registries': paths.containerRegistries,
  'settings-helm-repositories': paths.helmRepositories,
  'settings-webhooks': paths.webhooks,
};

/** The same section in another organization (a project page maps to that organization's projects). */
export function sectionPath(section: Section | undefined, organizationId: string): string {
  return sectionPaths[section ?? 'projects'](organizationId);
}
