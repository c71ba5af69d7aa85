import { z } from 'zod';
import { gitRepository, gitRepositoryRequest, serviceBase, serviceRequestBase } from './common';
import { checkWorkload } from './rules';
import { singleLine, text, trimmedLine } from '../text';
import { resourceFields, workloadFields, workloadRequestFields } from './workload';

export const buildMode = z.enum(['DOCKER']);

/** Every editable field of an application; PUT sends the whole set. */
export const applicationFields = serviceRequestBase.extend({
  git_repository: gitRepositoryRequest,
  build_mode: buildMode.default('DOCKER'),
  dockerfile_path: trimmedLine()
    .min(1, 'is required with build_mode DOCKER')
    .nullable()
    .default('Dockerfile'),
  docker_target_build_stage: singleLine().nullable().optional(),
  ...workloadRequestFields,
});

export const applicationRequest = applicationFields.superRefine((value, ctx) => {
  if (value.build_mode === 'DOCKER' && !value.dockerfile_path) {
    ctx.addIssue({
      code: 'custom',
      path: ['dockerfile_path'],
      message: 'is required with build_mode DOCKER',
    });
  }
  checkWorkload(value, ctx);
});
export type ApplicationRequest = z.input<typeof applicationRequest>;

export const application = serviceBase.extend({
  service_type: z.literal('APPLICATION'),
  git_repository: gitRepository,
  build_mode: buildMode,
  dockerfile_path: text().nullable(),
  docker_target_build_stage: text().nullable(),
  ...resourceFields,
  /** Spelled so by the spec. */
  maximun_gpu: z.number().int(),
  ...workloadFields,
});
export type Application = z.infer<typeof application>;
