import type { z } from 'zod';
import type { Healthchecks, jobSchedule, lifecycleType } from '../../../../contract';
import { containerRegistryOf } from '../../shared/references';
import type { ServiceDefinition } from '../definition';
import { gitRepositoryView, type StoredGitRepository, storedGitRepository } from '../gitRepository';
import type { ServiceSites } from '../sites';
import { registryView, serviceView } from './common';
import { type GroupsConfig, storedGroups } from './groups';
import { workloadResources } from './workload';

interface Command {
  arguments: string[];
  entrypoint: string | null;
}

interface JobSchedule {
  cronjob: (Command & { scheduled_at: string; timezone: string }) | null;
  on_start: Command | null;
  on_stop: Command | null;
  on_delete: Command | null;
  lifecycle_type: z.output<typeof lifecycleType> | null;
}

export interface JobConfig extends GroupsConfig {
  source: {
    image: { registry_id: string; image_name: string; tag: string } | null;
    docker: {
      git_repository: StoredGitRepository;
      dockerfile_path: string;
      dockerfile_raw: string | null;
      docker_target_build_stage: string | null;
    } | null;
  };
  schedule: JobSchedule;
  cpu: number;
  memory: number;
  gpu: number;
  max_nb_restart: number;
  max_duration_seconds: number;
  port: number | null;
  healthchecks: Healthchecks;
  auto_preview: boolean;
  auto_deploy: boolean;
}

type CommandRequest = { arguments: string[]; entrypoint?: string | null } | null | undefined;
const storedCommand = (command: CommandRequest): Command | null =>
  command ? { arguments: command.arguments, entrypoint: command.entrypoint ?? null } : null;

function storedSchedule(schedule: z.output<typeof jobSchedule>): JobSchedule {
  const { cronjob } = schedule;
  return {
    cronjob: cronjob
      ? {
          arguments: cronjob.arguments,
          entrypoint: cronjob.entrypoint ?? null,
          scheduled_at: cronjob.scheduled_at,
          timezone: cronjob.timezone,
        }
      : null,
    on_start: storedCommand(schedule.on_start),
    on_stop: storedCommand(schedule.on_stop),
    on_delete: storedCommand(schedule.on_delete),
    lifecycle_type: schedule.lifecycle_type ?? null,
  };
}

type SourceLike = {
  image?: { registry_id: string; image_name: string } | null;
  docker?: { git_repository: ServiceSites['gitRepositories'][number]['repository'] } | null;
};

/** Runs to completion: on a cron schedule, or when its environment starts, stops or is deleted. */
export const jobDefinition: ServiceDefinition<'job', JobConfig> = {
  kind: 'job',
  type: 'JOB',

  sites: (source) => {
    const { image, docker }: SourceLike = source.source;
    return {
      gitRepositories: docker
        ? [{ path: ['source', 'docker', 'git_repository'], repository: docker.git_repository }]
        : [],
      images: image
        ? [{ path: ['source', 'image'], registryId: image.registry_id, imageName: image.image_name }]
        : [],
      helmRepositories: [],
      resources: workloadResources(source),
    };
  },

  toConfig: (request, previous, context) => {
    const { image, docker } = request.source;
    return {
      source: {
        image: image
          ? { registry_id: image.registry_id, image_name: image.image_name, tag: image.tag }
          : null,
        docker: docker
          ? {
              git_repository: storedGitRepository(docker.git_repository, context.references),
              dockerfile_path: docker.dockerfile_path,
              dockerfile_raw: docker.dockerfile_raw ?? null,
              docker_target_build_stage: docker.docker_target_build_stage ?? null,
            }
          : null,
      },
      schedule: storedSchedule(request.schedule),
      cpu: request.cpu,
      memory: request.memory,
      gpu: request.gpu,
      max_nb_restart: request.max_nb_restart,
      max_duration_seconds: request.max_duration_seconds,
      port: request.port ?? null,
      healthchecks: request.healthchecks,
      auto_preview: request.auto_preview,
      auto_deploy: request.auto_deploy,
      ...storedGroups(request, previous, context),
    };
  },

  toResponse: (record, config, view) => {
    const { image, docker } = config.source;
    return {
      ...serviceView(record),
      service_type: 'JOB',
      ...config,
      job_type: config.schedule.cronjob ? 'CRON' : 'LIFECYCLE',
      source: {
        image: image
          ? {
              ...image,
              registry: registryView(
                containerRegistryOf(view.references, image.registry_id),
                image.registry_id,
              ),
            }
          : null,
        docker: docker
          ? {
              ...docker,
              git_repository: gitRepositoryView(docker.git_repository, view.references, view.deployedCommit),
            }
          : null,
      },
      maximum_cpu: view.cluster.cpu,
      maximum_memory: view.cluster.memory,
      maximum_gpu: view.cluster.gpu,
    };
  },

  withImageTag: (config, tag) => {
    const { image } = config.source;
    return image ? { ...config, source: { ...config.source, image: { ...image, tag } } } : null;
  },
};
