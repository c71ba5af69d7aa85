import { z } from 'zod';
import { id } from './common';
import { serviceType } from './services/common';
import { text } from './text';

export const link = z.object({
  service_id: id,
  service_type: serviceType,
  url: text(),
  internal_port: z.number().int(),
  external_port: z.number().int(),
  /** True for the domain the platform generates; false for a custom domain. */
  is_platform_domain: z.boolean(),
  is_default: z.boolean(),
});
export type Link = z.infer<typeof link>;
