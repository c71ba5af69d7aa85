import { z } from 'zod';
import { base, id, name, reference } from './common';
import { cloudProvider } from './clusters';
import { text } from './text';

export const environmentMode = z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
export type EnvironmentMode = z.infer<typeof environmentMode>;
/** PREVIEW environments come from pull requests; people cannot create one. */
export const creatableEnvironmentMode = z.enum(['DEVELOPMENT', 'STAGING', 'PRODUCTION'], {
  error: 'must be DEVELOPMENT, STAGING or PRODUCTION (PREVIEW environments come from pull requests)',
});

export const environment = base.extend({
  name: text(),
  organization: reference,
  project: reference,
  mode: environmentMode,
  cluster_id: id,
  cluster_name: text(),
  cloud_provider: z.object({ provider: cloudProvider, cluster: text() }),
  last_updated_by: z.uuid().nullable().optional(),
  /** Services of every type in the environment. */
  service_count: z.number().int(),
});
export type Environment = z.infer<typeof environment>;

/**
 * `cluster` is the public API's name for `cluster_id` and is accepted too; the server resolves either
 * (or the organization's default cluster when both are absent).
 */
export const environmentCreateRequest = z.object({
  name,
  mode: creatableEnvironmentMode.default('DEVELOPMENT'),
  cluster_id: id.optional(),
  cluster: id.optional(),
});
export type EnvironmentCreateRequest = z.input<typeof environmentCreateRequest>;

/**
 * A copy of an environment: its services (under the same names) and its deployment stages, in the same project
 * or another of the organization, on the same cluster unless another is named. With `apply_deployment_rule`, the
 * first of the project's deployment rules whose wildcard matches the copy's name decides its mode, cluster and
 * schedule, as for a new environment, whatever the request says of them.
 */
export const environmentCloneRequest = z.object({
  name,
  cluster_id: id.optional(),
  mode: creatableEnvironmentMode.optional(),
  apply_deployment_rule: z.boolean().default(false),
  project_id: id.optional(),
});
export type EnvironmentCloneRequest = z.input<typeof environmentCloneRequest>;

export const environmentEditRequest = z.object({
  name: name.optional(),
  mode: creatableEnvironmentMode.optional(),
});
export type EnvironmentEditRequest = z.infer<typeof environmentEditRequest>;
