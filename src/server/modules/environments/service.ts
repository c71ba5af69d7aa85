import type {
  Environment,
  environmentCreateRequest,
  EnvironmentEditRequest,
  EnvironmentMode,
} from '../../../contract';
import type { z } from 'zod';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Principal } from '../../domain/principal';
import type { Runtime } from '../../runtime';
import { type ClusterRow, findClusterOf, findDefaultCluster } from '../clusters';
import { createDefaultStages } from '../deploymentStages';
import { withDeps } from '../shared/withDeps';
import { type EnvironmentActivity, idle } from './activity';
import { requireEnvironmentCreator } from './creationAccess';
import { type NewEnvironmentRules, noRules, type RulePlacement } from './placementRules';
import {
  countEnvironments,
  deleteEnvironment as deleteEnvironmentRow,
  findEnvironment,
  insertEnvironment,
  listEnvironments as listEnvironmentRows,
  updateEnvironment,
} from './queries';
import { toEnvironment } from './views';

type CreateRequest = z.output<typeof environmentCreateRequest>;

/**
 * What the environment operations work with; `activity` tells whether a deployment runs in an environment, `rules`
 * what the project's deployment rules give a new one.
 */
export interface EnvironmentDeps {
  db: Database;
  runtime: Runtime;
  activity: EnvironmentActivity;
  rules: NewEnvironmentRules;
}

/** Environment names are unique in their project, ignoring case (a unique index on lower(name)). */
function duplicateName(error: unknown, name: string | undefined): Error | null {
  return isUniqueViolation(error, 'environments_project_name_unique')
    ? new ConflictError(`An environment named "${name}" already exists in this project`)
    : null;
}

/** People are named as who last changed an environment; API tokens are not people. */
const personOf = (principal: Principal) => (principal.kind === 'user' ? principal.userId : null);

export async function getEnvironment({ db }: EnvironmentDeps, id: string): Promise<Environment> {
  const row = await findEnvironment(db, id);
  if (!row) throw new NotFoundError(`Environment ${id} not found`);
  return toEnvironment(row);
}

/** `cluster_id`, or its public alias `cluster`, or else the organization's default cluster. */
async function clusterFor(db: Database, organizationId: string, request: CreateRequest): Promise<ClusterRow> {
  if (request.cluster_id && request.cluster && request.cluster_id !== request.cluster) {
    throw invalidBody([{ path: ['cluster'], message: 'names another cluster than cluster_id: send one' }]);
  }
  const field = request.cluster_id ? 'cluster_id' : request.cluster ? 'cluster' : null;
  if (field === null) {
    const fallback = await findDefaultCluster(db, organizationId);
    if (!fallback) {
      throw invalidBody([
        { path: ['cluster_id'], message: 'is required: the organization has no default cluster' },
      ]);
    }
    return fallback;
  }
  const clusterId = request[field] ?? '';
  const cluster = await findClusterOf(db, organizationId, clusterId);
  if (!cluster) {
    throw invalidBody([
      { path: [field], message: `cluster ${clusterId} is not a cluster of this organization` },
    ]);
  }
  return cluster;
}

/** `types`: the environment types the caller's role may see here, null when it sees all. */
export function listEnvironments(
  { db }: EnvironmentDeps,
  projectId: string,
  window: PageWindow | null,
  types: readonly EnvironmentMode[] | null = null,
): Promise<Page<Environment>> {
  return pageOf(window, {
    rows: async (window) => (await listEnvironmentRows(db, projectId, window, types)).map(toEnvironment),
    count: () => countEnvironments(db, projectId, types),
  });
}

/** The rule's cluster: it goes with its cluster, so it is there unless the cluster went since it was read. */
async function ruleCluster(db: Database, organizationId: string, placement: RulePlacement) {
  const cluster = await findClusterOf(db, organizationId, placement.clusterId);
  if (!cluster)
    throw new ConflictError('The deployment rule matching this name names a cluster that no longer exists');
  return cluster;
}

/**
 * The first of the project's deployment rules whose wildcard matches the name decides the mode, the cluster and
 * the schedule, whatever the request says of them; the caller needs what creating an environment there needs.
 */
export async function createEnvironment(
  deps: EnvironmentDeps,
  organizationId: string,
  projectId: string,
  request: CreateRequest,
  principal: Principal,
): Promise<Environment> {
  const { db, runtime, rules } = deps;
  const placement = await rules.placementFor(projectId, request.name);
  const cluster = placement
    ? await ruleCluster(db, organizationId, placement)
    : await clusterFor(db, organizationId, request);
  requireEnvironmentCreator(principal, organizationId, cluster);
  const now = runtime.clock.now();
  try {
    const id = await db.transaction(async (tx) => {
      const inserted = await insertEnvironment(tx, {
        id: runtime.newId(),
        organizationId,
        projectId,
        clusterId: cluster.id,
        name: request.name,
        mode: placement?.mode ?? request.mode,
        lastUpdatedBy: personOf(principal),
        createdAt: now,
        updatedAt: now,
      });
      await createDefaultStages(tx, inserted, runtime);
      if (placement) await rules.applySchedule(tx, inserted, placement.schedule);
      await noteEnvironmentChanges(tx, { environmentIds: [inserted] });
      return inserted;
    });
    return await getEnvironment(deps, id);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

/** What the request leaves out stays as it is: an environment always has a name and a mode. */
export async function editEnvironment(
  deps: EnvironmentDeps,
  id: string,
  request: EnvironmentEditRequest,
  principal: Principal,
): Promise<Environment> {
  const { db, runtime } = deps;
  const current = await findEnvironment(db, id);
  if (!current) throw new NotFoundError(`Environment ${id} not found`);
  try {
    await db.transaction(async (tx) => {
      await updateEnvironment(tx, id, {
        name: request.name ?? current.name,
        mode: request.mode ?? current.mode,
        lastUpdatedBy: personOf(principal),
        updatedAt: runtime.clock.now(),
      });
      // Consoles showing it hear of it through the change feed, as the write commits.
      await noteEnvironmentChanges(tx, { environmentIds: [id] });
    });
    return await getEnvironment(deps, id);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

/**
 * Refused while a deployment runs: it would go on acting on services that no longer exist. Requests that only
 * wait go with the environment.
 */
export async function deleteEnvironment({ db, activity }: EnvironmentDeps, id: string): Promise<void> {
  if ((await activity.activityOf(id)) === 'RUNNING') {
    throw new ConflictError(
      `A deployment runs on environment ${id}: cancel it (POST /environment/${id}/cancelDeployment) or wait for it to end, then delete the environment`,
    );
  }
  if (!(await deleteEnvironmentRow(db, id))) throw new NotFoundError(`Environment ${id} not found`);
}

export function createEnvironmentService(
  db: Database,
  runtime: Runtime,
  activity: EnvironmentActivity = idle,
  rules: NewEnvironmentRules = noRules,
) {
  const deps: EnvironmentDeps = { db, runtime, activity, rules };
  return {
    get: withDeps(deps, getEnvironment),
    list: withDeps(deps, listEnvironments),
    create: withDeps(deps, createEnvironment),
    edit: withDeps(deps, editEnvironment),
    delete: withDeps(deps, deleteEnvironment),
  };
}

export type EnvironmentService = ReturnType<typeof createEnvironmentService>;
