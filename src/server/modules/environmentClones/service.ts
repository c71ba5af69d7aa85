import {
  type Environment,
  type environmentCloneRequest,
  type ServiceKind,
  serviceKinds,
  type ServiceType,
} from '../../../contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import type { Principal } from '../../domain/principal';
import type { Runtime } from '../../runtime';
import { type ClusterRow, findClusterOf } from '../clusters';
import { copyStageLayout, placeLikeOriginals } from '../deploymentStages';
import {
  insertEnvironment,
  type NewEnvironmentRules,
  noRules,
  readEnvironment,
  requireEnvironmentCreator,
  type RulePlacement,
} from '../environments';
import { findProject } from '../projects';
import type { SecretBox } from '../secrets';
import { createServiceManager, servicesOfEnvironment } from '../services';
import { withDeps } from '../shared/withDeps';
import { anchorServiceBuiltIns, copyEnvironmentVariables } from '../variables';

type CloneRequest = z.output<typeof environmentCloneRequest>;

const kindOf = Object.fromEntries(
  Object.entries(serviceKinds).map(([kind, { type }]) => [type, kind as ServiceKind]),
) as Record<ServiceType, ServiceKind>;

/**
 * Copies of environments: the environment, its services, its deployment stages and its variables (the services'
 * too), in one transaction. Asked to, a copy takes the project's deployment rule as a new environment does.
 */
export function createEnvironmentCloner(
  db: Database,
  runtime: Runtime,
  secrets: SecretBox,
  rules: NewEnvironmentRules = noRules,
) {
  const { clock, newId } = runtime;

  async function projectFor(organizationId: string, projectId: string): Promise<string> {
    const project = await findProject(db, projectId);
    if (!project || project.organizationId !== organizationId) {
      throw invalidBody([
        { path: ['project_id'], message: `project ${projectId} is not a project of this organization` },
      ]);
    }
    return project.id;
  }

  async function clusterFor(organizationId: string, clusterId: string): Promise<ClusterRow> {
    const cluster = await findClusterOf(db, organizationId, clusterId);
    if (!cluster) {
      throw invalidBody([
        { path: ['cluster_id'], message: `cluster ${clusterId} is not a cluster of this organization` },
      ]);
    }
    return cluster;
  }

  /** The rule's cluster: it goes with its cluster, so it is there unless the cluster went since it was read. */
  async function ruleCluster(organizationId: string, placement: RulePlacement): Promise<ClusterRow> {
    const cluster = await findClusterOf(db, organizationId, placement.clusterId);
    if (!cluster) {
      throw new ConflictError('The deployment rule matching this name names a cluster that no longer exists');
    }
    return cluster;
  }

  return {
    async clone(environmentId: string, request: CloneRequest, principal: Principal): Promise<Environment> {
      const source = await readEnvironment(db, environmentId);
      if (!source) throw new NotFoundError(`Environment ${environmentId} not found`);
      const organizationId = source.organization.id;
      // The permission check decided the copy's project (the body's or the source's) as a create there.
      const projectId = await projectFor(organizationId, request.project_id ?? source.project.id);
      const placement = request.apply_deployment_rule
        ? await rules.placementFor(projectId, request.name)
        : null;
      // The rule may decide another type than the one the permission check saw: making an environment in a
      // project needs its admin, who may make every type, so only the rule's cluster is checked again.
      const cluster = placement
        ? await ruleCluster(organizationId, placement)
        : await clusterFor(organizationId, request.cluster_id ?? source.cluster_id);
      requireEnvironmentCreator(principal, organizationId, cluster);
      const now = clock.now();
      const id = newId();
      try {
        await db.transaction(async (tx) => {
          await insertEnvironment(tx, {
            id,
            organizationId,
            projectId,
            clusterId: cluster.id,
            name: request.name,
            mode: placement?.mode ?? request.mode ?? source.mode,
            lastUpdatedBy: principal.kind === 'user' ? principal.userId : null,
            createdAt: now,
            updatedAt: now,
          });
          if (placement) await rules.applySchedule(tx, id, placement.schedule);
          const stageCopies = await copyStageLayout(tx, source.id, id, runtime);
          const services = createServiceManager(tx, runtime, secrets, {
            anchorBuiltIns: withDeps({ runtime, secrets }, anchorServiceBuiltIns),
          });
          const serviceCopies = new Map<string, string>();
          for (const original of await servicesOfEnvironment(tx, source.id)) {
            const copy = await services.clone(kindOf[original.type], original.id, {
              name: original.name,
              environment_id: id,
            });
            serviceCopies.set(original.id, copy.id);
          }
          await placeLikeOriginals(tx, source.id, stageCopies, serviceCopies, runtime);
          await copyEnvironmentVariables(
            tx,
            runtime,
            source.id,
            { environmentId: id, projectId },
            serviceCopies,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'environments_project_name_unique')) {
          throw new ConflictError(`An environment named "${request.name}" already exists in this project`);
        }
        throw error;
      }
      const created = await readEnvironment(db, id);
      if (!created) throw new Error(`The clone ${id} of environment ${environmentId} was not found`);
      return created;
    },
  };
}

export type EnvironmentCloner = ReturnType<typeof createEnvironmentCloner>;
