import { z } from 'zod';
import { id } from '../common';
import { registryReference } from '../registries';
import { serviceBase, serviceRequestBase } from './common';
import { checkWorkload } from './rules';
import { text, trimmedLine } from '../text';
import { resourceFields, workloadFields, workloadRequestFields } from './workload';

export const containerFields = serviceRequestBase.extend({
  registry_id: id,
  image_name: trimmedLine().min(1, 'is required'),
  tag: trimmedLine().min(1, 'is required'),
  ...workloadRequestFields,
  // A container redeploys when told of a new image tag, not by itself (the field keeps its place among the others).
  auto_deploy: z.boolean().default(false),
});

export const containerRequest = containerFields.superRefine((value, ctx) => {
  checkWorkload(value, ctx);
});
export type ContainerRequest = z.input<typeof containerRequest>;

export const container = serviceBase.extend({
  service_type: z.literal('CONTAINER'),
  registry: registryReference,
  registry_id: id,
  image_name: text(),
  tag: text(),
  ...resourceFields,
  maximum_gpu: z.number().int(),
  ...workloadFields,
});
export type Container = z.infer<typeof container>;
