/**
 * Every in-app URL, built from typed parts: links and navigation use these, never hand-made strings. The route
 * patterns sit next to their builders so both change together. (Here rather than in app/ because features link to
 * each other's pages and may not import app/.)
 */
const segment = encodeURIComponent;

export const routePatterns = {
  signIn: '/signin',
  projects: '/organizations/:organizationId/projects',
  project: '/organizations/:organizationId/projects/:projectId',
  settings: '/organizations/:organizationId/settings',
  generalSettings: '/organizations/:organizationId/settings/general',
  apiTokens: '/organizations/:organizationId/settings/api-tokens',
} as const;

export const paths = {
  home: () => '/',
  /** `next` is where to return after signing in (an in-app path). */
  signIn: (next?: string) => (next ? `/signin?${new URLSearchParams({ next }).toString()}` : '/signin'),
  projects: (organizationId: string) => `/organizations/${segment(organizationId)}/projects`,
  project: (organizationId: string, projectId: string) =>
    `${paths.projects(organizationId)}/${segment(projectId)}`,
  settings: (organizationId: string) => `/organizations/${segment(organizationId)}/settings`,
  generalSettings: (organizationId: string) => `${paths.settings(organizationId)}/general`,
  apiTokens: (organizationId: string) => `${paths.settings(organizationId)}/api-tokens`,
};

/** Only in-app paths are followed after sign-in, so a crafted link cannot send people elsewhere. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home();
  if (next.startsWith(routePatterns.signIn)) return paths.home();
  return next;
}
