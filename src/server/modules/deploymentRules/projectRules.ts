import type {
  ParsedProjectDeploymentRuleRequest,
  ProjectDeploymentRule,
  ProjectDeploymentRulesOrderRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import type { Principal } from '../../domain/principal';
import { findClusterOf } from '../clusters';
import { requireEnvironmentCreator } from '../environments';
import type { DeploymentRuleDeps } from './deps';
import {
  deleteProjectRule as deleteProjectRuleRow,
  findProjectRule,
  insertProjectRule,
  listProjectRules,
  type NewProjectRuleRow,
  projectOrganization,
  reorderProjectRules,
  updateProjectRule,
} from './queries';
import { toProjectRule } from './views';

function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'project_deployment_rules_project_name_unique')
    ? new ConflictError(`A deployment rule named "${name}" already exists in this project`)
    : null;
}

async function organizationOfProject(db: Database, projectId: string): Promise<string> {
  const organizationId = await projectOrganization(db, projectId);
  if (!organizationId) throw new NotFoundError(`Project ${projectId} not found`);
  return organizationId;
}

/**
 * A rule sends new environments to its cluster: whoever writes it needs what creating an environment there needs
 * (as a clone or a create would), and the cluster must be one of the organization's.
 */
async function ruleValues(
  db: Database,
  projectId: string,
  request: ParsedProjectDeploymentRuleRequest,
  principal: Principal,
) {
  const organizationId = await organizationOfProject(db, projectId);
  const cluster = await findClusterOf(db, organizationId, request.cluster_id);
  if (!cluster) {
    throw invalidBody([
      {
        path: ['cluster_id'],
        message: `cluster ${request.cluster_id} is not a cluster of this organization`,
      },
    ]);
  }
  requireEnvironmentCreator(principal, organizationId, cluster);
  return {
    organizationId,
    projectId,
    name: request.name,
    description: request.description ?? null,
    mode: request.mode,
    clusterId: cluster.id,
    autoStop: request.auto_stop,
    timezone: request.timezone,
    startTime: request.start_time,
    stopTime: request.stop_time,
    weekdays: request.weekdays,
    wildcard: request.wildcard,
  } satisfies Partial<NewProjectRuleRow>;
}

export async function listRules({ db }: DeploymentRuleDeps, projectId: string) {
  return { results: (await listProjectRules(db, projectId)).map(toProjectRule) };
}

export async function getRule(
  { db }: DeploymentRuleDeps,
  projectId: string,
  id: string,
): Promise<ProjectDeploymentRule> {
  const row = await findProjectRule(db, projectId, id);
  if (!row) throw new NotFoundError(`Deployment rule ${id} not found in project ${projectId}`);
  return toProjectRule(row);
}

export async function createRule(
  { db, runtime }: DeploymentRuleDeps,
  projectId: string,
  request: ParsedProjectDeploymentRuleRequest,
  principal: Principal,
): Promise<ProjectDeploymentRule> {
  const values = await ruleValues(db, projectId, request, principal);
  const now = runtime.clock.now();
  try {
    const row = await insertProjectRule(db, {
      ...values,
      id: runtime.newId(),
      createdAt: now,
      updatedAt: now,
    });
    return toProjectRule(row);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

export async function editRule(
  { db, runtime }: DeploymentRuleDeps,
  projectId: string,
  id: string,
  request: ParsedProjectDeploymentRuleRequest,
  principal: Principal,
): Promise<ProjectDeploymentRule> {
  if (!(await findProjectRule(db, projectId, id))) {
    throw new NotFoundError(`Deployment rule ${id} not found in project ${projectId}`);
  }
  const values = await ruleValues(db, projectId, request, principal);
  try {
    const row = await updateProjectRule(db, projectId, id, { ...values, updatedAt: runtime.clock.now() });
    if (!row) throw new NotFoundError(`Deployment rule ${id} not found in project ${projectId}`);
    return toProjectRule(row);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

export async function deleteRule({ db }: DeploymentRuleDeps, projectId: string, id: string): Promise<void> {
  if (!(await deleteProjectRuleRow(db, projectId, id))) {
    throw new NotFoundError(`Deployment rule ${id} not found in project ${projectId}`);
  }
}

/** The whole order in one request: every rule of the project, each once. */
export async function orderRules(
  { db }: DeploymentRuleDeps,
  projectId: string,
  request: ProjectDeploymentRulesOrderRequest,
): Promise<void> {
  await organizationOfProject(db, projectId);
  const ids = request.project_deployment_rule_ids_in_order;
  await db.transaction(async (tx) => {
    const existing = new Set((await listProjectRules(tx, projectId)).map((rule) => rule.id));
    const unknown = ids.find((id) => !existing.has(id));
    const missing = ids.length !== existing.size;
    if (unknown !== undefined || missing) {
      const message = unknown
        ? `names ${unknown}, which is not a deployment rule of this project`
        : `must name every deployment rule of the project (${existing.size}), each once`;
      throw invalidBody([{ path: ['project_deployment_rule_ids_in_order'], message }]);
    }
    await reorderProjectRules(tx, projectId, ids);
  });
}
