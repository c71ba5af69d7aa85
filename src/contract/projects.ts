import { z } from 'zod';
import { base, description, name, reference } from './common';
import { text } from './text';

export const project = base.extend({
  name: text(),
  description: text(),
  organization: reference,
  associated_environments_count: z.number().int(),
});
export type Project = z.infer<typeof project>;

export const projectRequest = z.object({
  name,
  description: description.optional(),
});
export type ProjectRequest = z.infer<typeof projectRequest>;
