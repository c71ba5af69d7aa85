import type { Application, ApplicationRequest, Container, ContainerRequest } from '../../../../../contract';
import {
  annotationsGroupRequestOf,
  autoscalingRequestOf,
  generalRequestOf,
  gitRepositoryRequestOf,
  labelsGroupRequestOf,
  portRequestOf,
  storageRequestOf,
} from './shared';

/** What applications and containers run and edit alike. */
const runtimeRequestOf = (service: Application | Container) => ({
  ...generalRequestOf(service),
  cpu: service.cpu,
  memory: service.memory,
  gpu: service.gpu,
  min_running_instances: service.min_running_instances,
  max_running_instances: service.max_running_instances,
  ports: service.ports.map(portRequestOf),
  healthchecks: service.healthchecks,
  storage: service.storage.map(storageRequestOf),
  arguments: [...service.arguments],
  entrypoint: service.entrypoint,
  auto_preview: service.auto_preview,
  auto_deploy: service.auto_deploy,
  annotations_groups: service.annotations_groups.map(annotationsGroupRequestOf),
  labels_groups: service.labels_groups.map(labelsGroupRequestOf),
  autoscaling: autoscalingRequestOf(service.autoscaling),
});

export const applicationEditRequestOf = (application: Application): ApplicationRequest => ({
  ...runtimeRequestOf(application),
  git_repository: gitRepositoryRequestOf(application.git_repository),
  build_mode: application.build_mode,
  dockerfile_path: application.dockerfile_path,
  docker_target_build_stage: application.docker_target_build_stage,
});

export const containerEditRequestOf = (container: Container): ContainerRequest => ({
  ...runtimeRequestOf(container),
  registry_id: container.registry_id,
  image_name: container.image_name,
  tag: container.tag,
});
