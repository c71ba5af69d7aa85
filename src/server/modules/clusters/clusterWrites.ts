import type { Cluster, ParsedClusterRequest } from '../../../contract';
import { ConflictError, InvalidRequestError, invalidBody } from '../../domain/errors';
import { rowOf } from './clusterLookups';
import { duplicateName, settingsFrom, validated } from './clusterRequests';
import type { ClusterDeps } from './deps';
import { configVersionOfRow } from './lifecycleActions';
import {
  deleteClusterRow,
  environmentsOnCluster,
  findClusterOf,
  insertCluster,
  listExecutions,
  updateCluster,
} from './queries';
import { isInstalled, settingsOf, toCluster } from './views';

export async function createCluster(
  deps: ClusterDeps,
  organizationId: string,
  request: ParsedClusterRequest,
): Promise<Cluster> {
  const { fields, credentials } = await validated(deps, organizationId, request, null);
  const now = deps.runtime.clock.now();
  const id = deps.runtime.newId();
  try {
    await insertCluster(deps.db, {
      id,
      organizationId,
      ...fields,
      settings: settingsFrom(deps, request, {}, credentials),
      status: 'READY',
      deploymentStatus: 'NEVER_DEPLOYED',
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return toCluster(await rowOf(deps, organizationId, id));
}

/**
 * A cluster keeps its provider (its credentials, catalog and estimate are the provider's) and, once installed, its
 * region; a changed configuration makes an installed cluster out of date.
 */
export async function editCluster(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
  request: ParsedClusterRequest,
): Promise<Cluster> {
  const before = await rowOf(deps, organizationId, id);
  await deps.options.locks.refuseWhenLocked(before, 'edit');
  // Before the catalog checks: another provider's region and credentials would only hide the real refusal.
  if (request.cloud_provider !== before.cloudProvider) {
    throw invalidBody([
      {
        path: ['cloud_provider'],
        message: `cannot change (the cluster is on ${before.cloudProvider}): create another cluster instead`,
      },
    ]);
  }
  const { fields, credentials } = await validated(deps, organizationId, request, id);
  if (isInstalled(before) && fields.region !== before.region) {
    throw invalidBody([
      {
        path: ['region'],
        message: 'cannot change once the cluster is installed: create another cluster instead',
      },
    ]);
  }
  const settings = settingsFrom(deps, request, settingsOf(before), credentials);
  try {
    await deps.db.transaction(async (tx) => {
      await updateCluster(tx, id, { ...fields, settings, updatedAt: deps.runtime.clock.now() });
      const after = await findClusterOf(tx, organizationId, id);
      if (!after || before.deploymentStatus === 'NEVER_DEPLOYED') return;
      const applied = before.deployedConfigVersion ?? configVersionOfRow(before);
      const deploymentStatus = configVersionOfRow(after) === applied ? 'UP_TO_DATE' : 'OUT_OF_DATE';
      await updateCluster(tx, id, { deploymentStatus, deployedConfigVersion: applied });
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return toCluster(await rowOf(deps, organizationId, id));
}

/** Deleted once no environment runs on it and nothing is under way. */
export async function deleteCluster(deps: ClusterDeps, organizationId: string, id: string): Promise<void> {
  const { db } = deps;
  const row = await rowOf(deps, organizationId, id);
  await deps.options.locks.refuseWhenLocked(row, 'delete');
  const users = await environmentsOnCluster(db, id);
  if (users.length > 0) {
    const names = users.map((env) => `${env.projectName}/${env.name}`).join(', ');
    throw new InvalidRequestError(
      `Cluster ${row.name} runs ${users.length === 1 ? 'environment' : 'environments'} ${names}: ` +
        'move or delete them first',
    );
  }
  const [latest] = await listExecutions(db, id, 1);
  if (latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING')) {
    throw new ConflictError(`Cluster ${row.name} has an install, upgrade or stop under way: wait for it`);
  }
  await deleteClusterRow(db, id);
}
