import type { ServiceKind } from '../../../contract';
import { serviceKinds } from '../../../contract';
import { NotFoundError } from '../../domain/errors';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments';
import type { ResponseOf, ServiceRecord } from './definition';
import type { ServiceManagerDeps } from './deps';
import { findService } from './queries';
import { serviceResponses } from './views';

export async function placementOf(
  { db }: ServiceManagerDeps,
  environmentId: string,
): Promise<EnvironmentPlacement> {
  const placement = await findEnvironmentPlacement(db, environmentId);
  if (!placement) throw new NotFoundError(`Environment ${environmentId} not found`);
  return placement;
}

export async function recordOf(
  { db }: ServiceManagerDeps,
  kind: ServiceKind,
  id: string,
): Promise<ServiceRecord> {
  const record = await findService(db, id, serviceKinds[kind].type);
  if (!record) throw new NotFoundError(`${serviceKinds[kind].label} ${id} not found`);
  return record;
}

export async function getService<K extends ServiceKind>(
  deps: ServiceManagerDeps,
  kind: K,
  id: string,
): Promise<ResponseOf<K>> {
  const [response] = await serviceResponses(deps.db, [await recordOf(deps, kind, id)], deps.deployments);
  // The record was read by its kind's type, so its response is of that kind.
  return response as ResponseOf<K>;
}
