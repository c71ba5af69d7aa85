import { imageNameProblem } from '../../../contract';
import type { FieldProblem } from '../../domain/errors';
import {
  containerRegistryKindOf,
  containerRegistryOf,
  helmRepositoryOf,
  type References,
} from '../shared/references';
import type { Placement } from './definition';
import { resolveProvider } from './gitRepository';
import type { ServiceSites } from './sites';

/**
 * The rules a request can only be checked against with what the server knows: the cluster's capacity and the
 * organization's git tokens and registries. The contract's schemas check everything else.
 */
export function serviceProblems(
  sites: ServiceSites,
  references: References,
  placement: Placement,
): FieldProblem[] {
  return [
    ...capacityProblems(sites, placement.cluster),
    ...gitRepositoryProblems(sites, references),
    ...imageProblems(sites, references),
    ...helmRepositoryProblems(sites, references),
  ];
}

function capacityProblems(sites: ServiceSites, cluster: Placement['cluster']): FieldProblem[] {
  const capacity = "(the cluster's capacity)";
  return sites.resources.flatMap(({ cpu, memory, gpu }) => [
    ...(cpu.millicores > cluster.cpu
      ? [{ path: cpu.path, message: `must be at most ${cluster.cpu} millicores ${capacity}` }]
      : []),
    ...(memory.megabytes > cluster.memory
      ? [{ path: memory.path, message: `must be at most ${cluster.memory} ${memory.unit} ${capacity}` }]
      : []),
    ...(gpu && gpu.count > cluster.gpu
      ? [{ path: gpu.path, message: `must be at most ${cluster.gpu} ${capacity}` }]
      : []),
  ]);
}

const HOSTED = 'github.com, gitlab.com or bitbucket.org';

function gitRepositoryProblems(sites: ServiceSites, references: References): FieldProblem[] {
  return sites.gitRepositories.flatMap(({ path, repository }): FieldProblem[] => {
    const tokenId = repository.git_token_id;
    const token = tokenId ? references.gitTokens.get(tokenId) : undefined;
    if (tokenId && !token) {
      return [{ path: [...path, 'git_token_id'], message: 'must be a git token of this organization' }];
    }
    if (token && repository.provider && repository.provider !== token.type) {
      return [
        {
          path: [...path, 'provider'],
          message: `must be ${token.type}, the provider of git token "${token.name}"`,
        },
      ];
    }
    if (!resolveProvider(repository, references)) {
      return [{ path: [...path, 'provider'], message: `is required for a repository outside ${HOSTED}` }];
    }
    return [];
  });
}

function imageProblems(sites: ServiceSites, references: References): FieldProblem[] {
  return sites.images.flatMap(({ path, registryId, imageName }): FieldProblem[] => {
    const registry = containerRegistryOf(references, registryId);
    if (!registry) {
      return [
        { path: [...path, 'registry_id'], message: 'must be a container registry of this organization' },
      ];
    }
    const problem = imageNameProblem(containerRegistryKindOf(registry), imageName);
    return problem ? [{ path: [...path, 'image_name'], message: problem }] : [];
  });
}

function helmRepositoryProblems(sites: ServiceSites, references: References): FieldProblem[] {
  return sites.helmRepositories.flatMap(({ path, helmRepositoryId }) =>
    helmRepositoryOf(references, helmRepositoryId)
      ? []
      : [{ path, message: 'must be a helm repository of this organization' }],
  );
}
