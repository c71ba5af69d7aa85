import type { AnyService, GitRepository } from '../../../contract';

/** The repository a service is built from, or null for one deployed from an image or a chart repository. */
export function gitRepositoryOf(service: AnyService): GitRepository | null {
  switch (service.service_type) {
    case 'APPLICATION':
      return service.git_repository;
    case 'JOB':
      return service.source.docker?.git_repository ?? null;
    case 'HELM':
      return service.source.git?.git_repository ?? null;
    case 'TERRAFORM':
      return service.terraform_files_source.git.git_repository;
    case 'CONTAINER':
    case 'DATABASE':
      return null;
  }
}

/**
 * The name a provider's API knows the repository by: the path of its URL without `.git` (`owner/name` on GitHub and
 * Bitbucket, the full path with its groups on GitLab).
 */
export function repositoryPath(url: string): string {
  const trimmed = url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  const path = URL.canParse(trimmed) ? new URL(trimmed).pathname : trimmed.replace(/^[\w.-]+@[\w.-]+:/, '');
  return path.split('/').filter(Boolean).join('/');
}
