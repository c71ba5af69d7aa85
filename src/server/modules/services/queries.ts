import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import type { VariableVersion } from '../../domain/variableVersions';
import { serviceDependencies, services } from '../../db/schema';
import type { ServiceType } from '../../../contract';
import type { ServiceRecord } from './definition';

type Db = Database | Transaction;

export type NewServiceRow = typeof services.$inferInsert;

function inEnvironment(environmentId: string, type: ServiceType | null): SQL | undefined {
  const sameEnvironment = eq(services.environmentId, environmentId);
  return type ? and(sameEnvironment, eq(services.type, type)) : sameEnvironment;
}

/**
 * The columns of a service's record, without what its statuses keep (the variables' versions a configuration
 * version was computed from, which grow with the variables reaching the service): a list reads what it shows.
 */
const recordColumns = {
  id: services.id,
  organizationId: services.organizationId,
  projectId: services.projectId,
  environmentId: services.environmentId,
  type: services.type,
  name: services.name,
  description: services.description,
  iconUri: services.iconUri,
  config: services.config,
  advancedSettings: services.advancedSettings,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
} satisfies Record<keyof ServiceRecord, unknown>;

/** Services of an environment, of one type or of all, by name. */
export function listServices(
  db: Db,
  environmentId: string,
  type: ServiceType | null,
  window: PageWindow | null,
): Promise<ServiceRecord[]> {
  const query = db
    .select(recordColumns)
    .from(services)
    .where(inEnvironment(environmentId, type))
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id))
    .$dynamic();
  return withWindow(query, window);
}

/** Every service of an environment, whatever its type, by name. */
export function servicesOfEnvironment(db: Db, environmentId: string): Promise<ServiceRecord[]> {
  return listServices(db, environmentId, null, null);
}

export async function countServices(
  db: Db,
  environmentId: string,
  type: ServiceType | null,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(services).where(inEnvironment(environmentId, type));
  return row?.total ?? 0;
}

/** A service of this type; one of another type is not found, as its path names the type. */
export async function findService(db: Db, id: string, type: ServiceType): Promise<ServiceRecord | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.type, type)));
  return row ?? null;
}

/** A service whatever its type: how the deployment engine reads the services it runs. */
export async function findServiceById(db: Db, id: string): Promise<ServiceRecord | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ?? null;
}

/** A service with the configuration version kept for its statuses (null when a change cleared it). */
export interface ServiceVersionRow extends ServiceRecord {
  configVersion: string | null;
  variableVersions: VariableVersion[] | null;
  configRevision: number;
}

/** An environment's services, or one service, with their kept configuration versions. */
export function listServiceVersionRows(
  db: Db,
  where: { environmentId: string } | { serviceId: string },
): Promise<ServiceVersionRow[]> {
  return db
    .select()
    .from(services)
    .where(
      'serviceId' in where
        ? eq(services.id, where.serviceId)
        : eq(services.environmentId, where.environmentId),
    )
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id));
}

/** Keeps a configuration version computed for a service, unless a change cleared it again since it was read. */
export async function keepConfigVersion(
  db: Db,
  row: Pick<ServiceVersionRow, 'id' | 'configRevision'>,
  configVersion: string,
  variableVersions: VariableVersion[],
): Promise<void> {
  await db
    .update(services)
    .set({ configVersion, variableVersions })
    .where(and(eq(services.id, row.id), eq(services.configRevision, row.configRevision)));
}

export async function insertService(db: Db, values: NewServiceRow): Promise<void> {
  await db.insert(services).values(values);
}

export async function updateService(
  db: Db,
  id: string,
  changes: Pick<NewServiceRow, 'name' | 'description' | 'iconUri' | 'config' | 'updatedAt'>,
): Promise<void> {
  // The configuration version kept for statuses is computed again on their next read.
  await db
    .update(services)
    .set({ ...changes, configVersion: null, configRevision: sql`${services.configRevision} + 1` })
    .where(eq(services.id, id));
}

/** Deletes a service that never ran, and notes its environment as changed for the consoles watching it. */
export async function deleteService(db: Db, id: string, type: ServiceType): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(services)
      .where(and(eq(services.id, id), eq(services.type, type)))
      .returning({ environmentId: services.environmentId });
    if (deleted) await noteEnvironmentChanges(tx, { environmentIds: [deleted.environmentId] });
    return deleted !== undefined;
  });
}

/** Removes services whatever their type: those whose DELETE deployment completed. */
export async function deleteServicesById(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(services).where(inArray(services.id, ids));
}

/** Records what the service's configuration refers to now, in place of what it referred to before. */
export async function replaceDependencies(
  db: Db,
  serviceId: string,
  targets: { gitTokenIds: string[]; registryIds: string[] },
): Promise<void> {
  await db.delete(serviceDependencies).where(eq(serviceDependencies.serviceId, serviceId));
  const rows = [
    ...targets.gitTokenIds.map((gitTokenId) => ({ serviceId, gitTokenId })),
    ...targets.registryIds.map((registryId) => ({ serviceId, registryId })),
  ];
  if (rows.length > 0) await db.insert(serviceDependencies).values(rows);
}

/**
 * A database's master password changed: its stored configuration counts one more change, so that its configuration
 * version moves and its status says a redeploy is needed. Run within the change's transaction.
 */
export async function countDatabasePasswordChange(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(services)
    .set({
      config: sql`jsonb_set(${services.config}, '{password_revision}',
        to_jsonb(coalesce((${services.config} ->> 'password_revision')::integer, 0) + 1))`,
      updatedAt: now,
    })
    .where(and(eq(services.id, id), eq(services.type, 'DATABASE')));
}
