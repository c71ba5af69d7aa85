import { z } from 'zod';
import { id } from '../common';
import { cronProblem, isTimeZone } from '../cron';
import { registryReference } from '../registries';
import { gitRepository, gitRepositoryRequest, portRequest, serviceBase, serviceRequestBase } from './common';
import { checkHealthcheckPorts, checkPorts } from './rules';
import { singleLine, text, trimmedLine } from '../text';
import { jobWorkloadFields, jobWorkloadRequestFields, resourceFields, resources } from './workload';

export const jobType = z.enum(['CRON', 'LIFECYCLE']);
export type JobType = z.infer<typeof jobType>;
export const lifecycleType = z.enum(['GENERIC', 'TERRAFORM', 'CLOUDFORMATION']);

const command = z.object({
  arguments: z.array(text()).default([]),
  entrypoint: singleLine().nullable().optional(),
});

export const cronSchedule = command.extend({
  scheduled_at: trimmedLine()
    .min(1, 'is required')
    .superRefine((value, ctx) => {
      const problem = cronProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `is not a valid cron expression: ${problem}` });
    }),
  timezone: singleLine()
    .default('Etc/UTC')
    .refine(isTimeZone, { message: 'is not a known time zone (for example Etc/UTC or Europe/Paris)' }),
});

/** A cron job fills `cronjob` only; a lifecycle job sets at least one of on_start, on_stop, on_delete. */
export const jobSchedule = z.object({
  cronjob: cronSchedule.nullable().optional(),
  on_start: command.nullable().optional(),
  on_stop: command.nullable().optional(),
  on_delete: command.nullable().optional(),
  lifecycle_type: lifecycleType.nullable().optional(),
});

export const jobSource = z.object({
  image: z
    .object({
      registry_id: id,
      image_name: trimmedLine().min(1, 'is required'),
      tag: trimmedLine().min(1, 'is required'),
    })
    .nullable()
    .optional(),
  docker: z
    .object({
      git_repository: gitRepositoryRequest,
      dockerfile_path: trimmedLine().min(1, 'is required').default('Dockerfile'),
      dockerfile_raw: text().nullable().optional(),
      docker_target_build_stage: singleLine().nullable().optional(),
    })
    .nullable()
    .optional(),
});

export const jobFields = serviceRequestBase.extend({
  source: jobSource,
  schedule: jobSchedule,
  ...resources,
  max_nb_restart: z.number().int().min(0, 'must be 0 or more').default(0),
  max_duration_seconds: z.number().int().min(1, 'must be at least 1').default(300),
  port: portRequest.pick({ internal_port: true }).shape.internal_port.nullable().optional(),
  ...jobWorkloadRequestFields,
});

export const jobRequest = jobFields.superRefine((value, ctx) => {
  const sources = [value.source.image, value.source.docker].filter(Boolean).length;
  if (sources !== 1) {
    ctx.addIssue({ code: 'custom', path: ['source'], message: 'needs exactly one of image or docker' });
  }
  const { cronjob, on_start, on_stop, on_delete } = value.schedule;
  const lifecycle = [on_start, on_stop, on_delete].some(Boolean);
  if (cronjob && lifecycle) {
    ctx.addIssue({
      code: 'custom',
      path: ['schedule'],
      message: 'a cron job cannot also have on_start, on_stop or on_delete',
    });
  } else if (!cronjob && !lifecycle) {
    ctx.addIssue({
      code: 'custom',
      path: ['schedule'],
      message: 'needs a cronjob or at least one of on_start, on_stop, on_delete',
    });
  }
  const ports = value.port ? [{ internal_port: value.port }] : [];
  checkPorts(ports, ctx);
  checkHealthcheckPorts(value.healthchecks, ports, ctx);
});
export type JobRequest = z.input<typeof jobRequest>;

export const job = serviceBase.extend({
  service_type: z.literal('JOB'),
  job_type: jobType,
  source: z.object({
    image: z
      .object({ registry: registryReference, registry_id: id, image_name: text(), tag: text() })
      .nullable(),
    docker: z
      .object({
        git_repository: gitRepository,
        dockerfile_path: text(),
        dockerfile_raw: text().nullable(),
        docker_target_build_stage: text().nullable(),
      })
      .nullable(),
  }),
  schedule: z.object({
    cronjob: z
      .object({
        arguments: z.array(text()),
        entrypoint: text().nullable(),
        scheduled_at: text(),
        timezone: text(),
      })
      .nullable(),
    on_start: z.object({ arguments: z.array(text()), entrypoint: text().nullable() }).nullable(),
    on_stop: z.object({ arguments: z.array(text()), entrypoint: text().nullable() }).nullable(),
    on_delete: z.object({ arguments: z.array(text()), entrypoint: text().nullable() }).nullable(),
    lifecycle_type: lifecycleType.nullable(),
  }),
  ...resourceFields,
  maximum_gpu: z.number().int(),
  max_nb_restart: z.number().int(),
  max_duration_seconds: z.number().int(),
  port: z.number().int().nullable(),
  ...jobWorkloadFields,
});
export type Job = z.infer<typeof job>;
