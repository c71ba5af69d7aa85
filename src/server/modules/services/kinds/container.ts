import { containerRegistryOf } from '../../shared/references';
import type { ServiceDefinition } from '../definition';
import { publicWorkloadPorts } from '../ports';
import { registryView, serviceView } from './common';
import { storedWorkload, type WorkloadConfig, workloadResources, workloadView } from './workload';

export interface ContainerConfig extends WorkloadConfig {
  registry_id: string;
  image_name: string;
  tag: string;
}

/** Runs an image from one of the organization's container registries. */
export const containerDefinition: ServiceDefinition<'container', ContainerConfig> = {
  kind: 'container',
  type: 'CONTAINER',

  sites: (source) => ({
    gitRepositories: [],
    images: [{ path: [], registryId: source.registry_id, imageName: source.image_name }],
    helmRepositories: [],
    resources: workloadResources(source),
  }),

  toConfig: (request, previous, context) => ({
    registry_id: request.registry_id,
    image_name: request.image_name,
    tag: request.tag,
    ...storedWorkload(request, previous, context),
  }),

  toResponse: (record, config, view) => {
    const { registry_id, image_name, tag, ...workload } = config;
    return {
      ...serviceView(record),
      service_type: 'CONTAINER',
      ...workloadView(record.id, workload, view),
      registry: registryView(containerRegistryOf(view.references, registry_id), registry_id),
      registry_id,
      image_name,
      tag,
      maximum_gpu: view.cluster.gpu,
    };
  },

  publicPorts: (config) => publicWorkloadPorts(config.ports),

  withImageTag: (config, tag) => ({ ...config, tag }),
};
