import { z } from 'zod';
import {
  annotationsGroup,
  annotationsGroupRequest,
  autoscaling,
  autoscalingRequest,
  gitRepository,
  gitRepositoryRequest,
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

export const buildMode = z.enum(['DOCKER']);

/** Every editable field of an application; PUT sends the whole set. */
export const applicationFields = serviceRequestBase.extend({
  git_repository: gitRepositoryRequest,
  build_mode: buildMode.default('DOCKER'),
  dockerfile_path: z
    .string()
    .trim()
    .min(1, 'is required with build_mode DOCKER')
    .nullable()
    .default('Dockerfile'),
  docker_target_build_stage: z.string().nullable().optional(),
  ...resources,
  ...scaling,
  ports: z.array(portRequest).default([]),
  healthchecks: healthchecks.default({}),
  storage: z.array(storageRequest).default([]),
  arguments: z.array(z.string()).default([]),
  entrypoint: z.string().nullable().optional(),
  auto_preview: z.boolean().default(true),
  auto_deploy: z.boolean().default(true),
  annotations_groups: z.array(annotationsGroupRequest).default([]),
  labels_groups: z.array(labelsGroupRequest).default([]),
  autoscaling: autoscalingRequest.nullable().optional(),
});

export const applicationRequest = applicationFields.superRefine((value, ctx) => {
  if (value.build_mode === 'DOCKER' && !value.dockerfile_path) {
    ctx.addIssue({
      code: 'custom',
      path: ['dockerfile_path'],
      message: 'is required with build_mode DOCKER',
    });
  }
  checkScaling(value, ctx);
  checkPorts(value.ports, ctx);
  checkHealthcheckPorts(value.healthchecks, value.ports, ctx);
});
export type ApplicationRequest = z.input<typeof applicationRequest>;

export const application = serviceBase.extend({
  service_type: z.literal('APPLICATION'),
  git_repository: gitRepository,
  build_mode: buildMode,
  dockerfile_path: z.string().nullable(),
  docker_target_build_stage: z.string().nullable(),
  cpu: z.number().int(),
  memory: z.number().int(),
  gpu: z.number().int(),
  maximum_cpu: z.number().int(),
  maximum_memory: z.number().int(),
  /** Spelled so by the spec. */
  maximun_gpu: z.number().int(),
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
export type Application = z.infer<typeof application>;
