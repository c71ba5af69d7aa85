import type { z } from 'zod';
import type { applicationFields, Healthchecks, Port, storage } from '../../../../contract';
import type { Placement, SaveContext } from '../definition';
import { keepIds } from '../nested';
import { storedPorts } from '../ports';
import type { ServiceSites } from '../sites';
import { type GroupsConfig, type StoredAutoscaling, storedAutoscaling, storedGroups } from './groups';

type WorkloadField =
  | 'cpu'
  | 'memory'
  | 'gpu'
  | 'min_running_instances'
  | 'max_running_instances'
  | 'ports'
  | 'healthchecks'
  | 'storage'
  | 'arguments'
  | 'entrypoint'
  | 'auto_preview'
  | 'auto_deploy'
  | 'annotations_groups'
  | 'labels_groups'
  | 'autoscaling';

/** What applications and containers share: how they run, scale, listen and are labelled. */
export type WorkloadRequest = Pick<z.output<typeof applicationFields>, WorkloadField>;

export interface WorkloadConfig extends GroupsConfig {
  cpu: number;
  memory: number;
  gpu: number;
  min_running_instances: number;
  max_running_instances: number;
  ports: Port[];
  healthchecks: Healthchecks;
  storage: z.output<typeof storage>[];
  arguments: string[];
  entrypoint: string | null;
  auto_preview: boolean;
  auto_deploy: boolean;
  autoscaling: StoredAutoscaling | null;
}

export function storedWorkload(
  request: WorkloadRequest,
  previous: WorkloadConfig | null,
  context: SaveContext,
): WorkloadConfig {
  return {
    cpu: request.cpu,
    memory: request.memory,
    gpu: request.gpu,
    min_running_instances: request.min_running_instances,
    max_running_instances: request.max_running_instances,
    ports: storedPorts(request.ports, previous?.ports ?? [], context.newId),
    healthchecks: request.healthchecks,
    storage: keepIds(request.storage, previous?.storage ?? [], context.newId),
    arguments: request.arguments,
    entrypoint: request.entrypoint ?? null,
    auto_preview: request.auto_preview,
    auto_deploy: request.auto_deploy,
    ...storedGroups(request, previous, context),
    autoscaling: storedAutoscaling(request.autoscaling, previous?.autoscaling ?? null, context),
  };
}

/** The response fields of a workload: its configuration, with its cluster's limits and its own id. */
export function workloadView(serviceId: string, config: WorkloadConfig, placement: Placement) {
  const { autoscaling, ...fields } = config;
  return {
    ...fields,
    maximum_cpu: placement.cluster.cpu,
    maximum_memory: placement.cluster.memory,
    autoscaling: autoscaling ? { ...autoscaling, service_id: serviceId } : null,
  };
}

export function workloadResources(source: {
  cpu: number;
  memory: number;
  gpu: number;
}): ServiceSites['resources'] {
  return [
    {
      cpu: { path: ['cpu'], millicores: source.cpu },
      memory: { path: ['memory'], megabytes: source.memory, unit: 'MB' },
      gpu: { path: ['gpu'], count: source.gpu },
    },
  ];
}
