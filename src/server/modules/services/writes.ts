import type { CloneServiceRequest, ServiceKind } from '../../../contract';
import { serviceKinds } from '../../../contract';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import { invalidBody, NotFoundError } from '../../domain/errors';
import { findEnvironmentPlacement } from '../environments';
import { loadReferences } from '../shared/references';
import type { RequestOf, ResponseOf, ServiceRecord } from './definition';
import type { ServiceManagerDeps } from './deps';
import { serviceDefinitions } from './kinds';
import { defaultIconUri } from './kinds/common';
import { placementOf, recordOf } from './lookups';
import { renewIdentities } from './nested';
import { deleteService as deleteServiceRow, updateService } from './queries';
import { serviceProblems } from './rules';
import { referencedIds } from './sites';
import { configFor, store, storedResponse } from './storing';

export async function createService<K extends ServiceKind>(
  deps: ServiceManagerDeps,
  kind: K,
  environmentId: string,
  request: RequestOf<K>,
): Promise<ResponseOf<K>> {
  const placement = await placementOf(deps, environmentId);
  const { config, references } = await configFor(deps, kind, request, null, placement);
  const now = deps.runtime.clock.now();
  const record: ServiceRecord = {
    id: deps.runtime.newId(),
    organizationId: placement.environment.organizationId,
    projectId: placement.environment.projectId,
    environmentId,
    type: serviceKinds[kind].type,
    name: request.name,
    description: request.description ?? '',
    iconUri: request.icon_uri ?? defaultIconUri(kind),
    config,
    createdAt: now,
    updatedAt: now,
  };
  const response = await storedResponse<K>(deps, record, placement, references, true);
  await store(deps, kind, record, true, response, placement);
  return response;
}

/** PUT replaces every editable field: a description or icon left out goes back to its default. */
export async function editService<K extends ServiceKind>(
  deps: ServiceManagerDeps,
  kind: K,
  id: string,
  request: RequestOf<K>,
): Promise<ResponseOf<K>> {
  const current = await recordOf(deps, kind, id);
  const placement = await placementOf(deps, current.environmentId);
  const { config, references } = await configFor(deps, kind, request, current.config, placement);
  const record: ServiceRecord = {
    ...current,
    name: request.name,
    description: request.description ?? '',
    iconUri: request.icon_uri ?? defaultIconUri(kind),
    config,
    updatedAt: deps.runtime.clock.now(),
  };
  const response = await storedResponse<K>(deps, record, placement, references, false);
  await store(deps, kind, record, false, response, placement);
  return response;
}

/**
 * A service that was ever deployed, or has work waiting, is removed by a DELETE deployment (its row goes when that
 * completes); one that never ran goes at once.
 */
export async function deleteService(deps: ServiceManagerDeps, kind: ServiceKind, id: string): Promise<void> {
  await recordOf(deps, kind, id);
  if (await deps.deployments.retire(id)) return;
  if (!(await deleteServiceRow(deps.db, id, serviceKinds[kind].type))) {
    throw new NotFoundError(`${serviceKinds[kind].label} ${id} not found`);
  }
}

/** A deploy that names an image tag makes it the service's (see `withImageTag`): the configuration says what runs. */
export async function useImageTag(
  deps: ServiceManagerDeps,
  kind: ServiceKind,
  id: string,
  tag: string,
): Promise<void> {
  const current = await recordOf(deps, kind, id);
  const config = serviceDefinitions[kind].withImageTag?.(current.config, tag);
  if (!config || JSON.stringify(config) === JSON.stringify(current.config)) return;
  await deps.db.transaction(async (tx) => {
    await updateService(tx, id, {
      name: current.name,
      description: current.description,
      iconUri: current.iconUri,
      config: config as Record<string, unknown>,
      updatedAt: deps.runtime.clock.now(),
    });
    await noteEnvironmentChanges(tx, { environmentIds: [current.environmentId] });
  });
}

/** A copy under a new name, in the same or another environment of the organization, with new ids. */
export async function cloneService<K extends ServiceKind>(
  deps: ServiceManagerDeps,
  kind: K,
  id: string,
  request: CloneServiceRequest,
): Promise<ResponseOf<K>> {
  const { db, runtime } = deps;
  const source = await recordOf(deps, kind, id);
  const target = await findEnvironmentPlacement(db, request.environment_id);
  if (!target || target.environment.organizationId !== source.organizationId) {
    throw invalidBody([
      {
        path: ['environment_id'],
        message: `environment ${request.environment_id} is not an environment of this organization`,
      },
    ]);
  }
  const sites = serviceDefinitions[kind].sites(source.config);
  const references = await loadReferences(db, source.organizationId, referencedIds([sites]));
  const problems = serviceProblems(sites, references, target);
  if (problems.length > 0) {
    const reasons = problems.map((problem) => `${problem.path.join('.')} ${problem.message}`).join('; ');
    throw invalidBody([
      { path: ['environment_id'], message: `its cluster cannot run this service: ${reasons}` },
    ]);
  }
  const now = runtime.clock.now();
  // Field by field: the source's row also holds what its statuses kept (its configuration version), not the copy's.
  const record: ServiceRecord = {
    id: runtime.newId(),
    organizationId: source.organizationId,
    projectId: target.environment.projectId,
    environmentId: target.environment.id,
    type: source.type,
    name: request.name,
    description: source.description,
    iconUri: source.iconUri,
    config: renewIdentities(source.config, { newId: runtime.newId, now }),
    advancedSettings: source.advancedSettings ?? {},
    createdAt: now,
    updatedAt: now,
  };
  const response = await storedResponse<K>(deps, record, target, references, true);
  await store(deps, kind, record, true, response, target);
  return response;
}
