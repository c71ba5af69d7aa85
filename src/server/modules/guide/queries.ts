import { and, desc, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { environmentReadable, projectReadable } from '../../db/reach';
import {
  deployments,
  deploymentStages,
  deploymentStageServices,
  environments,
  guideProgress,
  projects,
  services,
  variables,
} from '../../db/schema';
import type { ReadReach } from '../../domain/reach';

export type GuideProgressRow = typeof guideProgress.$inferSelect;

export async function findProgress(
  db: Database,
  holder: string,
  organizationId: string,
): Promise<GuideProgressRow | null> {
  const [row] = await db
    .select()
    .from(guideProgress)
    .where(and(eq(guideProgress.holder, holder), eq(guideProgress.organizationId, organizationId)));
  return row ?? null;
}

/** The person's progress, begun now when they have none (two first reads at once keep one beginning). */
export async function findOrStartProgress(
  db: Database,
  holder: string,
  organizationId: string,
  now: Date,
): Promise<GuideProgressRow> {
  await db
    .insert(guideProgress)
    .values({ holder, organizationId, startedAt: now, updatedAt: now, skippedSteps: [] })
    .onConflictDoNothing();
  const row = await findProgress(db, holder, organizationId);
  if (!row) throw new Error('Guide progress missing right after it was written');
  return row;
}

export async function updateProgress(
  db: Database,
  holder: string,
  organizationId: string,
  changes: Partial<Omit<GuideProgressRow, 'holder' | 'organizationId'>>,
): Promise<void> {
  await db
    .update(guideProgress)
    .set(changes)
    .where(and(eq(guideProgress.holder, holder), eq(guideProgress.organizationId, organizationId)));
}

/** The latest project of the organization made after the guide started, of those `reach` reads (null: all). */
export async function guideProjectId(
  db: Database,
  organizationId: string,
  since: Date,
  reach: ReadReach | null,
) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        gt(projects.createdAt, since),
        projectReadable(reach, projects.id),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The latest environment of the project made since the guide started, of those `reach` reads (null: all), with
 * when it was made.
 */
export async function guideEnvironment(
  db: Database,
  projectId: string,
  since: Date,
  reach: ReadReach | null,
) {
  const [row] = await db
    .select({ id: environments.id, createdAt: environments.createdAt })
    .from(environments)
    .where(
      and(
        eq(environments.projectId, projectId),
        gt(environments.createdAt, since),
        environmentReadable(reach, { projectId: environments.projectId, environmentType: environments.mode }),
      ),
    )
    .orderBy(desc(environments.createdAt), desc(environments.id))
    .limit(1);
  return row ?? null;
}

/** The first service of the environment made since the guide started. */
export async function guideService(db: Database, environmentId: string, since: Date) {
  const [row] = await db
    .select({ id: services.id, type: services.type })
    .from(services)
    .where(and(eq(services.environmentId, environmentId), gt(services.createdAt, since)))
    .orderBy(services.createdAt, services.id)
    .limit(1);
  return row ?? null;
}

/**
 * Whether someone arranged the environment's stages: a stage added after the environment's own, or a stage or a
 * service's place in one changed after it was made (renamed, moved, a service moved or skipped). The environment's
 * own stages are the first made in it, with it (or copied with it): a moment after the environment itself, which is
 * no arrangement of anyone's.
 */
export async function stagesArranged(db: Database, environmentId: string): Promise<boolean> {
  const ofEnvironment = eq(deploymentStages.environmentId, environmentId);
  const [own] = await db
    .select({ madeAt: min(deploymentStages.createdAt) })
    .from(deploymentStages)
    .where(ofEnvironment);
  if (!own?.madeAt) return false;
  const stageIds = db.select({ id: deploymentStages.id }).from(deploymentStages).where(ofEnvironment);
  const [stage] = await db
    .select({ id: deploymentStages.id })
    .from(deploymentStages)
    .where(
      and(
        ofEnvironment,
        or(
          gt(deploymentStages.createdAt, own.madeAt),
          gt(deploymentStages.updatedAt, deploymentStages.createdAt),
        ),
      ),
    )
    .limit(1);
  if (stage) return true;
  const [placed] = await db
    .select({ id: deploymentStageServices.id })
    .from(deploymentStageServices)
    .where(
      and(
        inArray(deploymentStageServices.stageId, stageIds),
        gt(deploymentStageServices.updatedAt, deploymentStageServices.createdAt),
      ),
    )
    .limit(1);
  return placed !== undefined;
}

/** Whether a deployment of a service of the environment succeeded since the guide started. */
export async function deployedSince(db: Database, environmentId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(deployments)
    .where(
      and(
        eq(deployments.environmentId, environmentId),
        inArray(deployments.action, ['DEPLOY', 'REDEPLOY']),
        eq(deployments.status, 'SUCCESS'),
        gt(deployments.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether people set both a plain variable and a secret since the guide started that reach the guide's service:
 * on its project, its environment or the service itself (the platform's built-ins do not count).
 */
export async function variableAndSecretSince(
  db: Database,
  place: { projectId: string; environmentId: string; serviceId: string },
  since: Date,
): Promise<boolean> {
  const rows = await db
    .selectDistinct({ isSecret: variables.isSecret })
    .from(variables)
    .where(
      and(
        eq(variables.projectId, place.projectId),
        or(isNull(variables.environmentId), eq(variables.environmentId, place.environmentId)),
        or(isNull(variables.serviceId), eq(variables.serviceId, place.serviceId)),
        eq(variables.ownedBy, 'USER'),
        gt(variables.createdAt, since),
      ),
    );
  return rows.some((row) => row.isSecret) && rows.some((row) => !row.isSecret);
}
