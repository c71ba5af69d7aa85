import type { ServiceDefinition } from '../definition';
import { gitRepositoryView, type StoredGitRepository, storedGitRepository } from '../gitRepository';
import { publicWorkloadPorts } from '../ports';
import { serviceView } from './common';
import { storedWorkload, type WorkloadConfig, workloadResources, workloadView } from './workload';

export interface ApplicationConfig extends WorkloadConfig {
  git_repository: StoredGitRepository;
  build_mode: 'DOCKER';
  dockerfile_path: string | null;
  docker_target_build_stage: string | null;
}

/** Built from a git repository with its Dockerfile, then run like a container. */
export const applicationDefinition: ServiceDefinition<'application', ApplicationConfig> = {
  kind: 'application',
  type: 'APPLICATION',

  sites: (source) => ({
    gitRepositories: [{ path: ['git_repository'], repository: source.git_repository }],
    images: [],
    helmRepositories: [],
    resources: workloadResources(source),
  }),

  toConfig: (request, previous, context) => ({
    git_repository: storedGitRepository(request.git_repository, context.references),
    build_mode: request.build_mode,
    dockerfile_path: request.dockerfile_path,
    docker_target_build_stage: request.docker_target_build_stage ?? null,
    ...storedWorkload(request, previous, context),
  }),

  toResponse: (record, config, view) => {
    const { git_repository, build_mode, dockerfile_path, docker_target_build_stage, ...workload } = config;
    return {
      ...serviceView(record),
      service_type: 'APPLICATION',
      ...workloadView(record.id, workload, view),
      git_repository: gitRepositoryView(git_repository, view.references, view.deployedCommit),
      build_mode,
      dockerfile_path,
      docker_target_build_stage,
      maximun_gpu: view.cluster.gpu,
    };
  },

  publicPorts: (config) => publicWorkloadPorts(config.ports),
};
