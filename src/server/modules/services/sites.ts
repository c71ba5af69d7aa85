import type { ReferencedIds } from '../shared/references';
import type { GitRepositoryLike } from './gitRepository';

/**
 * Where a request (or a stored configuration: the same shape at these places) refers to things outside the
 * service, and what it asks of the cluster. The server's own rules and the dependency records read these.
 */
export interface ServiceSites {
  gitRepositories: { path: PropertyKey[]; repository: GitRepositoryLike }[];
  images: { path: PropertyKey[]; registryId: string; imageName: string }[];
  helmRepositories: { path: PropertyKey[]; helmRepositoryId: string }[];
  resources: {
    cpu: { path: PropertyKey[]; millicores: number };
    memory: { path: PropertyKey[]; megabytes: number; unit: 'MB' | 'MiB' };
    gpu?: { path: PropertyKey[]; count: number };
  }[];
}

/** Every git token and registry the sites name, each once. */
export function referencedIds(sites: readonly ServiceSites[]): ReferencedIds {
  const gitTokenIds = new Set<string>();
  const registryIds = new Set<string>();
  for (const site of sites) {
    for (const { repository } of site.gitRepositories) {
      if (repository.git_token_id) gitTokenIds.add(repository.git_token_id);
    }
    for (const image of site.images) registryIds.add(image.registryId);
    for (const helm of site.helmRepositories) registryIds.add(helm.helmRepositoryId);
  }
  return { gitTokenIds: [...gitTokenIds], registryIds: [...registryIds] };
}
