import { z } from 'zod';
import {
  creatableEnvironmentMode,
  environmentCreateRequest,
  environmentEditRequest,
  type Environment,
  type EnvironmentCreateRequest,
} from '../../../../contract';

/**
 * The create form holds the cluster as the select's string ('' until clusters load); the contract validates what
 * is sent, and no cluster means the organization's default one.
 */
export const environmentCreateForm = z
  .object({ name: z.string(), mode: creatableEnvironmentMode, cluster_id: z.string() })
  .transform(({ cluster_id, ...rest }): EnvironmentCreateRequest =>
    cluster_id ? { ...rest, cluster_id } : rest,
  )
  .pipe(environmentCreateRequest);
export type EnvironmentCreateForm = z.input<typeof environmentCreateForm>;

export const environmentEditForm = environmentEditRequest;
export type EnvironmentEditForm = z.input<typeof environmentEditForm>;

export const newEnvironmentValues: EnvironmentCreateForm = { name: '', mode: 'DEVELOPMENT', cluster_id: '' };

/** A preview environment keeps its mode: it is not one people can choose. */
export function editValuesOf(environment: Environment): EnvironmentEditForm {
  return environment.mode === 'PREVIEW'
    ? { name: environment.name }
    : { name: environment.name, mode: environment.mode };
}
