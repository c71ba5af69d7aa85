import type { ClusterExecutionAction, ClusterStatus } from '../../../contract';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InvalidRequestError } from '../../domain/errors';
import { configVersionOf } from '../../engine';
import type { OpenedCredentials } from '../cloudCredentials';
import { catalogOf } from './catalog';
import { rowOf, statusOf } from './clusterLookups';
import type { ClusterDeps } from './deps';
import {
  INSTALLED_VERSION,
  nextVersionOf,
  plannedFailure,
  planSteps,
  randomOf,
  actionStates,
} from './lifecycle/plan';
import { type ClusterRow, insertExecution, listExecutions, updateCluster } from './queries';
import { isInstalled, toCluster } from './views';

/** A secret part that says it is invalid is what the simulated provider rejects (see docs/resources.md). */
const isRejected = (credentials: OpenedCredentials) =>
  Object.values(credentials.secretParts).some((value) => /invalid|rejected/i.test(value));

const executionStates = (action: ClusterExecutionAction) => actionStates[action];

/** What a cluster applies when installed: its settings, not its name, description or record times. */
export function configVersionOfRow(row: ClusterRow): string {
  const { name: _name, description: _description, status: _status, ...rest } = toCluster(row);
  const { deployment_status: _d, version: _v, estimated_cloud_provider_cost: _e, ...configuration } = rest;
  return configVersionOf(configuration);
}

/** Queues an execution; one runs per cluster, so another under way is a 409. */
async function queue(
  deps: ClusterDeps,
  organizationId: string,
  clusterId: string,
  action: ClusterExecutionAction,
) {
  const { db, runtime, options } = deps;
  const row = await rowOf(deps, organizationId, clusterId);
  const [latest] = await listExecutions(db, row.id, 1);
  if (latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING')) {
    const what = { INSTALL: 'An install', UPGRADE: 'An upgrade', STOP: 'A stop' }[latest.action];
    throw new ConflictError(`${what} of cluster ${row.name} is under way: wait for it to end`);
  }
  const catalog = catalogOf(row.cloudProvider);
  let credentials: OpenedCredentials | null = null;
  if (row.credentialsId && catalog) {
    credentials = await options.credentials.open(organizationId, catalog.provider, row.credentialsId);
  }
  if (!credentials && !row.isDemo) {
    throw new InvalidRequestError(
      `Cluster ${row.name} has no cloud provider credentials: give it some (cloud_provider_credentials) first`,
    );
  }
  const targetVersion =
    action === 'STOP'
      ? null
      : action === 'UPGRADE'
        ? nextVersionOf(row.version)
        : (row.version ?? INSTALLED_VERSION);
  const id = runtime.newId();
  const now = runtime.clock.now();
  const failure = plannedFailure(
    action,
    row.name,
    credentials
      ? { name: credentials.name, rejected: isRejected(credentials), providerLabel: catalog?.label ?? '' }
      : null,
  );
  try {
    await db.transaction(async (tx) => {
      await insertExecution(tx, {
        id,
        clusterId: row.id,
        organizationId,
        action,
        status: 'QUEUED',
        targetVersion,
        configVersion: configVersionOfRow(row),
        steps: planSteps(action, options.timeScale, randomOf(options.seed, id, 'steps')),
        currentStep: null,
        failure,
        seed: options.seed,
        createdAt: now,
        dueAt: now,
      });
      await updateCluster(tx, row.id, { status: executionStates(action).queued });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cluster_executions_one_open')) {
      throw new ConflictError(`Cluster ${row.name} has an install, upgrade or stop under way: wait for it`);
    }
    throw error;
  }
  options.runner.kick();
  return statusOf(deps, await rowOf(deps, organizationId, clusterId));
}

export async function installCluster(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<ClusterStatus> {
  await deps.options.locks.refuseWhenLocked(await rowOf(deps, organizationId, id), 'install');
  return queue(deps, organizationId, id, 'INSTALL');
}

export async function stopCluster(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<ClusterStatus> {
  const row = await rowOf(deps, organizationId, id);
  await deps.options.locks.refuseWhenLocked(row, 'stop');
  if (row.status === 'STOPPED') throw new ConflictError(`Cluster ${row.name} is stopped already`);
  if (!isInstalled(row)) {
    throw new InvalidRequestError(`Cluster ${row.name} is not installed: there is nothing to stop`);
  }
  return queue(deps, organizationId, id, 'STOP');
}

export async function upgradeCluster(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<ClusterStatus> {
  const row = await rowOf(deps, organizationId, id);
  await deps.options.locks.refuseWhenLocked(row, 'upgrade');
  if (!isInstalled(row)) {
    throw new InvalidRequestError(`Cluster ${row.name} is not installed: install it before upgrading it`);
  }
  if (row.status === 'STOPPED') {
    throw new InvalidRequestError(`Cluster ${row.name} is stopped: install it again before upgrading it`);
  }
  if (!nextVersionOf(row.version)) {
    throw new InvalidRequestError(
      `Cluster ${row.name} runs Kubernetes ${row.version ?? ''}, the newest version offered: there is nothing to upgrade to`,
    );
  }
  return queue(deps, organizationId, id, 'UPGRADE');
}
