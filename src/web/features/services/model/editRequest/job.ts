import type { Job, JobRequest } from '../../../../../contract';
import {
  annotationsGroupRequestOf,
  generalRequestOf,
  gitRepositoryRequestOf,
  labelsGroupRequestOf,
} from './shared';

const commandOf = (command: { arguments: string[]; entrypoint: string | null } | null) =>
  command && { arguments: [...command.arguments], entrypoint: command.entrypoint };

export const jobEditRequestOf = (job: Job): JobRequest => {
  const { image, docker } = job.source;
  const { cronjob } = job.schedule;
  return {
    ...generalRequestOf(job),
    source: {
      image: image && { registry_id: image.registry_id, image_name: image.image_name, tag: image.tag },
      docker: docker && {
        git_repository: gitRepositoryRequestOf(docker.git_repository),
        dockerfile_path: docker.dockerfile_path,
        dockerfile_raw: docker.dockerfile_raw,
        docker_target_build_stage: docker.docker_target_build_stage,
      },
    },
    schedule: {
      cronjob: cronjob && {
        ...commandOf(cronjob)!,
        scheduled_at: cronjob.scheduled_at,
        timezone: cronjob.timezone,
      },
      on_start: commandOf(job.schedule.on_start),
      on_stop: commandOf(job.schedule.on_stop),
      on_delete: commandOf(job.schedule.on_delete),
      lifecycle_type: job.schedule.lifecycle_type,
    },
    cpu: job.cpu,
    memory: job.memory,
    gpu: job.gpu,
    max_nb_restart: job.max_nb_restart,
    max_duration_seconds: job.max_duration_seconds,
    port: job.port,
    healthchecks: job.healthchecks,
    auto_preview: job.auto_preview,
    auto_deploy: job.auto_deploy,
    annotations_groups: job.annotations_groups.map(annotationsGroupRequestOf),
    labels_groups: job.labels_groups.map(labelsGroupRequestOf),
  };
};
