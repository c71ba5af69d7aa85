import { z } from 'zod';
import { id } from '../common';
import { registryReference } from '../registries';
import {
  annotationsGroup,
  annotationsGroupRequest,
  autoscaling,
  autoscalingRequest,
  healthchecks,
  labelsGroup,
  labelsGroupRequest,
  port,
  portRequest,
  resources,
  scaling,
  serviceBase,
  serviceRequestBase,
  storage,
  storageRequest,
} from './common';
import { checkHealthcheckPorts, checkPorts, checkScaling } from './rules';

export const containerFields = serviceRequestBase.extend({
  registry_id: id,
  image_name: z.string().trim().min(1, 'is required'),
  tag: z.string().trim().min(1, 'is required'),
  ...resources,
  ...scaling,
  ports: z.array(portRequest).default([]),
  healthchecks: healthchecks.default({}),
  storage: z.array(storageRequest).default([]),
  arguments: z.array(z.string()).default([]),
  entrypoint: z.string().nullable().optional(),
  auto_preview: z.boolean().default(true),
  auto_deploy: z.boolean().default(false),
  annotations_groups: z.array(annotationsGroupRequest).default([]),
  labels_groups: z.array(labelsGroupRequest).default([]),
  autoscaling: autoscalingRequest.nullable().optional(),
});

export const containerRequest = containerFields.superRefine((value, ctx) => {
  checkScaling(value, ctx);
  checkPorts(value.ports, ctx);
  checkHealthcheckPorts(value.healthchecks, value.ports, ctx);
});
export type ContainerRequest = z.input<typeof containerRequest>;

export const container = serviceBase.extend({
  service_type: z.literal('CONTAINER'),
  registry: registryReference,
  registry_id: id,
  image_name: z.string(),
  tag: z.string(),
  cpu: z.number().int(),
  memory: z.number().int(),
  gpu: z.number().int(),
  maximum_cpu: z.number().int(),
  maximum_memory: z.number().int(),
  maximum_gpu: z.number().int(),
  min_running_instances: z.number().int(),
  max_running_instances: z.number().int(),
  ports: z.array(port),
  healthchecks,
  storage: z.array(storage),
  arguments: z.array(z.string()),
  entrypoint: z.string().nullable(),
  auto_preview: z.boolean(),
  auto_deploy: z.boolean(),
  annotations_groups: z.array(annotationsGroup),
  labels_groups: z.array(labelsGroup),
  autoscaling: autoscaling.nullable(),
});
export type Container = z.infer<typeof container>;
