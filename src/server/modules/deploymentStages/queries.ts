import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { deploymentStages, deploymentStageServices, environments, services } from '../../db/schema';

type Db = Database | Transaction;

export type StageRow = typeof deploymentStages.$inferSelect;
export type NewStageRow = typeof deploymentStages.$inferInsert;
export type StageServiceRow = typeof deploymentStageServices.$inferSelect & {
  serviceType: ServiceType;
  serviceName: string;
};

/** A stage with its services, by name. */
export interface StageWithServices extends StageRow {
  services: StageServiceRow[];
}

/**
 * Locks the environment's row until the transaction ends: every change of its stages takes this lock first, so
 * concurrent moves and attaches on one environment happen one after another, each on what the last one left.
 * `FOR NO KEY UPDATE` does not wait for the key-share locks that inserting its services takes, so creating a
 * service (insert, then place it in a stage) cannot deadlock with another.
 */
export async function lockEnvironment(tx: Transaction, environmentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: environments.id })
    .from(environments)
    .where(eq(environments.id, environmentId))
    .for('no key update');
  return rows.length > 0;
}

export function listStageRows(db: Db, environmentId: string): Promise<StageRow[]> {
  return db
    .select()
    .from(deploymentStages)
    .where(eq(deploymentStages.environmentId, environmentId))
    .orderBy(asc(deploymentStages.deploymentOrder));
}

async function servicesOfStages(db: Db, stageIds: string[]): Promise<StageServiceRow[]> {
  if (stageIds.length === 0) return [];
  return db
    .select({
      id: deploymentStageServices.id,
      stageId: deploymentStageServices.stageId,
      serviceId: deploymentStageServices.serviceId,
      isSkipped: deploymentStageServices.isSkipped,
      createdAt: deploymentStageServices.createdAt,
      updatedAt: deploymentStageServices.updatedAt,
      serviceType: services.type,
      serviceName: services.name,
    })
    .from(deploymentStageServices)
    .innerJoin(services, eq(services.id, deploymentStageServices.serviceId))
    .where(inArray(deploymentStageServices.stageId, stageIds))
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id));
}

/** The environment's stages in order, each with its services. */
export async function listStages(db: Db, environmentId: string): Promise<StageWithServices[]> {
  const stages = await listStageRows(db, environmentId);
  const members = await servicesOfStages(
    db,
    stages.map((stage) => stage.id),
  );
  return stages.map((stage) => ({
    ...stage,
    services: members.filter((member) => member.stageId === stage.id),
  }));
}

export async function findStage(db: Db, stageId: string): Promise<StageWithServices | null> {
  const [stage] = await db.select().from(deploymentStages).where(eq(deploymentStages.id, stageId));
  if (!stage) return null;
  return { ...stage, services: await servicesOfStages(db, [stage.id]) };
}

export async function insertStages(db: Db, rows: NewStageRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(deploymentStages).values(rows);
}

export async function updateStage(
  db: Db,
  stageId: string,
  changes: Partial<Pick<NewStageRow, 'name' | 'description' | 'deploymentOrder' | 'updatedAt'>>,
): Promise<void> {
  await db.update(deploymentStages).set(changes).where(eq(deploymentStages.id, stageId));
}

export async function deleteStage(db: Db, stageId: string): Promise<void> {
  await db.delete(deploymentStages).where(eq(deploymentStages.id, stageId));
}

/** The stage a service is in, with the attachment. */
export async function findServiceAttachment(db: Db, serviceId: string) {
  const [row] = await db
    .select()
    .from(deploymentStageServices)
    .where(eq(deploymentStageServices.serviceId, serviceId));
  return row ?? null;
}

/** Puts a service in a stage (or moves it there), as one upsert on the unique service id. */
export async function attachService(
  db: Db,
  values: { id: string; stageId: string; serviceId: string; isSkipped: boolean; at: Date },
): Promise<void> {
  await db
    .insert(deploymentStageServices)
    .values({
      id: values.id,
      stageId: values.stageId,
      serviceId: values.serviceId,
      isSkipped: values.isSkipped,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: deploymentStageServices.serviceId,
      set: { stageId: values.stageId, isSkipped: values.isSkipped, updatedAt: values.at },
    });
}

/** The service's environment and kind, or null when there is no such service. */
export async function findServicePlace(db: Db, serviceId: string) {
  const [row] = await db
    .select({
      id: services.id,
      environmentId: services.environmentId,
      organizationId: services.organizationId,
      type: services.type,
      name: services.name,
    })
    .from(services)
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/** The organization of a stage, for access checks; null when there is no such stage. */
export async function organizationIdOfStage(db: Db, stageId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: environments.organizationId })
    .from(deploymentStages)
    .innerJoin(environments, eq(environments.id, deploymentStages.environmentId))
    .where(eq(deploymentStages.id, stageId));
  return row?.organizationId ?? null;
}

/** The stage of an environment that services of this kind land in. */
export async function findDefaultStage(db: Db, environmentId: string, kind: ServiceType) {
  const [row] = await db
    .select()
    .from(deploymentStages)
    .where(and(eq(deploymentStages.environmentId, environmentId), eq(deploymentStages.defaultFor, kind)));
  return row ?? null;
}
