import { z } from 'zod';
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
  storage,
  storageRequest,
} from './common';
import { singleLine, text } from '../text';

// What applications, containers and jobs have in common: how they run. Each kind spreads these blocks where the
// spec places the fields, so requests validate (and report the first problem) in the same order as before, and
// adds the fields it spells its own way.

/** Requested resources of an application, a container or a job. */
export const resources = {
  cpu: z.number().int('must be an integer').min(10, 'must be at least 10 millicores').default(500),
  memory: z.number().int('must be an integer').min(1, 'must be at least 1 MB').default(512),
  gpu: z.number().int('must be an integer').min(0, 'must be 0 or more').default(0),
};

/** Requested instances of an application or a container. */
export const scaling = {
  min_running_instances: z.number().int('must be an integer').min(0, 'must be 0 or more').default(1),
  max_running_instances: z
    .number()
    .int('must be an integer')
    .min(-1, 'must be -1 (no limit) or more')
    .default(1),
};

/** How an application or a container runs, as its request sets it (every field is editable). */
export const workloadRequestFields = {
  ...resources,
  ...scaling,
  ports: z.array(portRequest).default([]),
  healthchecks: healthchecks.default({}),
  storage: z.array(storageRequest).default([]),
  arguments: z.array(text()).default([]),
  entrypoint: singleLine().nullable().optional(),
  auto_preview: z.boolean().default(true),
  auto_deploy: z.boolean().default(true),
  annotations_groups: z.array(annotationsGroupRequest).default([]),
  labels_groups: z.array(labelsGroupRequest).default([]),
  autoscaling: autoscalingRequest.nullable().optional(),
};

/**
 * Resources as a record reports them. The GPU limit that follows is each kind's own, as the spec spells it
 * `maximun_gpu` for applications and `maximum_gpu` for containers and jobs.
 */
export const resourceFields = {
  cpu: z.number().int(),
  memory: z.number().int(),
  gpu: z.number().int(),
  maximum_cpu: z.number().int(),
  maximum_memory: z.number().int(),
};

/** How an application or a container runs, as its record reports it (after its resources). */
export const workloadFields = {
  min_running_instances: z.number().int(),
  max_running_instances: z.number().int(),
  ports: z.array(port),
  healthchecks,
  storage: z.array(storage),
  arguments: z.array(text()),
  entrypoint: text().nullable(),
  auto_preview: z.boolean(),
  auto_deploy: z.boolean(),
  annotations_groups: z.array(annotationsGroup),
  labels_groups: z.array(labelsGroup),
  autoscaling: autoscaling.nullable(),
};

function pick<T extends object, K extends keyof T>(fields: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, fields[name]])) as Pick<T, K>;
}

/** Beyond resources, a job (which runs to its end rather than on instances) shares probes, deployment habits and groups. */
const sharedWithJobs = [
  'healthchecks',
  'auto_preview',
  'auto_deploy',
  'annotations_groups',
  'labels_groups',
] as const;
export const jobWorkloadRequestFields = pick(workloadRequestFields, sharedWithJobs);
export const jobWorkloadFields = pick(workloadFields, sharedWithJobs);
