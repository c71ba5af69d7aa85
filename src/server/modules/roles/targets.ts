import { and, eq, sql } from 'drizzle-orm';
import type { ServiceType } from '../../../contract';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import {
  clusters,
  deploymentRequests,
  deploymentStages,
  deployments,
  environments,
  projects,
  services,
  variables,
} from '../../db/schema';
import type { ScopeTarget } from '../../domain/access';

// Where each kind of record a path names is, as the permission check needs it: one query each, joined to the
// environment when the environment type decides.

const environmentTarget = {
  organizationId: environments.organizationId,
  projectId: environments.projectId,
  environmentType: environments.mode,
};

/** The lookups of the records paths name most, built once per database handle (see db/prepared.ts). */
const lookups = preparedPerDatabase((db: Database) => {
  const id = sql.placeholder('id');
  const serviceTarget = () =>
    db
      .select(environmentTarget)
      .from(services)
      .innerJoin(environments, eq(environments.id, services.environmentId));
  return {
    project: db
      .select({ organizationId: projects.organizationId, projectId: projects.id })
      .from(projects)
      .where(eq(projects.id, id))
      .prepare('target_of_project'),
    cluster: db
      .select({ organizationId: clusters.organizationId, clusterId: clusters.id })
      .from(clusters)
      .where(eq(clusters.id, id))
      .prepare('target_of_cluster'),
    environment: db
      .select(environmentTarget)
      .from(environments)
      .where(eq(environments.id, id))
      .prepare('target_of_environment'),
    service: serviceTarget().where(eq(services.id, id)).prepare('target_of_service'),
    typedService: serviceTarget()
      .where(and(eq(services.id, id), eq(services.type, sql.placeholder('type'))))
      .prepare('target_of_typed_service'),
  };
});

export async function targetOfProject(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await lookups(db).project.execute({ id });
  return row ?? null;
}

export async function targetOfCluster(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await lookups(db).cluster.execute({ id });
  return row ?? null;
}

export async function targetOfEnvironment(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await lookups(db).environment.execute({ id });
  return row ?? null;
}

/** A service of the given type, or of any type without one. */
export async function targetOfService(
  db: Database,
  id: string,
  type?: ServiceType,
): Promise<ScopeTarget | null> {
  const statements = lookups(db);
  const [row] = await (type
    ? statements.typedService.execute({ id, type })
    : statements.service.execute({ id }));
  return row ?? null;
}

/**
 * A deployment outlives its environment: its organization and project still decide, and a role that needs the
 * environment type finds none and refuses.
 */
function withoutNullType(row: {
  organizationId: string;
  projectId: string;
  environmentType: ScopeTarget['environmentType'] | null;
}): ScopeTarget {
  const { environmentType, ...place } = row;
  return environmentType ? { ...place, environmentType } : place;
}

export async function targetOfDeployment(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await db
    .select({
      organizationId: deployments.organizationId,
      projectId: deployments.projectId,
      environmentType: environments.mode,
    })
    .from(deployments)
    .leftJoin(environments, eq(environments.id, deployments.environmentId))
    .where(eq(deployments.id, id));
  return row ? withoutNullType(row) : null;
}

export async function targetOfDeploymentRequest(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await db
    .select({
      organizationId: deploymentRequests.organizationId,
      projectId: deploymentRequests.projectId,
      environmentType: environments.mode,
    })
    .from(deploymentRequests)
    .leftJoin(environments, eq(environments.id, deploymentRequests.environmentId))
    .where(eq(deploymentRequests.id, id));
  return row ? withoutNullType(row) : null;
}

export async function targetOfStage(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await db
    .select(environmentTarget)
    .from(deploymentStages)
    .innerJoin(environments, eq(environments.id, deploymentStages.environmentId))
    .where(eq(deploymentStages.id, id));
  return row ?? null;
}

/**
 * A variable sits at its project (decided by the project's permission) or in an environment or a service (decided by
 * the environment type there); a built-in's id has no row and is found through its variable parent by the caller.
 */
export async function targetOfVariable(db: Database, id: string): Promise<ScopeTarget | null> {
  const [row] = await db
    .select({
      organizationId: variables.organizationId,
      projectId: variables.projectId,
      environmentType: environments.mode,
    })
    .from(variables)
    .leftJoin(environments, eq(environments.id, variables.environmentId))
    .where(eq(variables.id, id));
  if (!row) return null;
  return row.environmentType ? withoutNullType(row) : { ...withoutNullType(row), level: 'project' };
}

/** The project, environment or service a variable is given to, whichever the id names. */
export async function targetOfVariableParent(db: Database, id: string): Promise<ScopeTarget | null> {
  const project = await targetOfProject(db, id);
  if (project) return { ...project, level: 'project' };
  return (await targetOfEnvironment(db, id)) ?? targetOfService(db, id);
}
