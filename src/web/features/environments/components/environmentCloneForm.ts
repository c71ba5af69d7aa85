import { z } from 'zod';
import {
  creatableEnvironmentMode,
  environmentCloneRequest,
  type Environment,
  type EnvironmentCloneRequest,
} from '../../../../contract';

/**
 * The copy's form holds the project and the cluster as the selects' strings ('' until they load); left empty, the
 * copy stays in the source's project and on its cluster.
 */
export const environmentCloneForm = z
  .object({
    name: z.string(),
    project_id: z.string(),
    mode: creatableEnvironmentMode,
    cluster_id: z.string(),
    apply_deployment_rule: z.boolean(),
  })
  .transform(({ project_id, cluster_id, ...rest }): EnvironmentCloneRequest => ({
    ...rest,
    ...(project_id ? { project_id } : {}),
    ...(cluster_id ? { cluster_id } : {}),
  }))
  .pipe(environmentCloneRequest);
export type EnvironmentCloneForm = z.input<typeof environmentCloneForm>;

/** A copy starts where its source is, of its type (a preview's copy is a development one: previews come from pull requests). */
export function cloneValuesOf(source: Environment): EnvironmentCloneForm {
  const mode = creatableEnvironmentMode.safeParse(source.mode);
  return {
    name: `${source.name}-copy`,
    project_id: source.project.id,
    mode: mode.success ? mode.data : 'DEVELOPMENT',
    cluster_id: source.cluster_id,
    apply_deployment_rule: false,
  };
}
