import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { environments, projects, services, variables } from '../../db/schema';

type Db = Database | Transaction;

export type VariableRow = typeof variables.$inferSelect;
export type NewVariableRow = typeof variables.$inferInsert;

/** The rows defined on any of these parents (a project, an environment, services). */
export function listVariablesOfParents(db: Db, parentIds: readonly string[]): Promise<VariableRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(variables)
    .where(inArray(variables.parentId, [...parentIds]));
}

/** Every row of a project: its own, its environments' and their services'. */
export function listVariablesOfProject(db: Db, projectId: string): Promise<VariableRow[]> {
  return db.select().from(variables).where(eq(variables.projectId, projectId));
}

/** The rows of a project (at any scope in it) that are the file at `mountPath`. */
export function listVariablesAtMountPath(
  db: Db,
  projectId: string,
  mountPath: string,
): Promise<VariableRow[]> {
  return db
    .select()
    .from(variables)
    .where(and(eq(variables.projectId, projectId), eq(variables.mountPath, mountPath)));
}

/** The rows of an environment's services and of the environment itself. */
export function listVariablesOfEnvironment(db: Db, environmentId: string): Promise<VariableRow[]> {
  return db.select().from(variables).where(eq(variables.environmentId, environmentId));
}

export async function findVariable(db: Db, id: string): Promise<VariableRow | null> {
  const [row] = await db.select().from(variables).where(eq(variables.id, id));
  return row ?? null;
}

/** Inserts one row and answers it as stored. */
export async function insertVariable(db: Db, row: NewVariableRow): Promise<VariableRow> {
  const [stored] = await db.insert(variables).values(row).returning();
  if (!stored) throw new Error(`Variable ${row.id ?? row.key} was not stored`);
  return stored;
}

export async function insertVariables(db: Db, rows: NewVariableRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(variables).values(rows);
}

/** Inserts the rows not already there (by id, or by parent, scope and key). */
export async function insertVariablesIfAbsent(db: Db, rows: NewVariableRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(variables).values(rows).onConflictDoNothing();
}

/** Inserts a row unless one of the same parent, scope and key exists. */
export async function insertVariableIfAbsent(db: Db, row: NewVariableRow): Promise<void> {
  await db.insert(variables).values(row).onConflictDoNothing();
}

type VariableChanges = Partial<
  Pick<
    NewVariableRow,
    | 'key'
    | 'value'
    | 'sealedValue'
    | 'isSecret'
    | 'variableType'
    | 'mountPath'
    | 'description'
    | 'enableInterpolationInFile'
    | 'updatedAt'
  >
>;

export async function updateVariable(db: Db, id: string, changes: VariableChanges): Promise<void> {
  await db.update(variables).set(changes).where(eq(variables.id, id));
}

/** Updates one row and answers it as stored (null when there is none). */
export async function updateVariableReturning(
  db: Db,
  id: string,
  changes: VariableChanges,
): Promise<VariableRow | null> {
  const [updated] = await db.update(variables).set(changes).where(eq(variables.id, id)).returning();
  return updated ?? null;
}

/** Deletes the rows and, level after level, the aliases and overrides standing on them. */
export async function deleteVariablesAndDependents(db: Db, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  let level = [...ids];
  while (level.length > 0) {
    const removed = await db
      .delete(variables)
      .where(or(inArray(variables.id, level), inArray(variables.originalId, level)))
      .returning({ id: variables.id });
    deleted += removed.length;
    const removedIds = new Set(removed.map((row) => row.id));
    if (removedIds.size === 0) break;
    const next = await db
      .select({ id: variables.id })
      .from(variables)
      .where(inArray(variables.originalId, [...removedIds]));
    level = next.map((row) => row.id);
  }
  return deleted;
}

/** The organization of a stored variable (built-ins resolve through their service). */
export async function organizationIdOfVariable(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: variables.organizationId })
    .from(variables)
    .where(eq(variables.id, id));
  return row?.organizationId ?? null;
}

/** Aliases and overrides standing on a derived built-in, which no row holds. */
export function listDependentsOf(db: Db, originalIds: readonly string[]): Promise<VariableRow[]> {
  if (originalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(variables)
    .where(and(inArray(variables.originalId, [...originalIds])));
}

/** The services a variable of the target reaches: all of a project's, all of an environment's, or the one. */
export function listServicesReached(
  db: Db,
  target: { scope: string; id: string },
): Promise<{ id: string; name: string; environmentId: string }[]> {
  const column =
    target.scope === 'PROJECT'
      ? services.projectId
      : target.scope === 'ENVIRONMENT'
        ? services.environmentId
        : services.id;
  return db
    .select({ id: services.id, name: services.name, environmentId: services.environmentId })
    .from(services)
    .where(eq(column, target.id));
}

/** The organization of a project, an environment or a service, whichever the id names (ids are UUIDs). */
export async function organizationIdOfVariableParent(db: Db, id: string): Promise<string | null> {
  const [project] = await db
    .select({ organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, id));
  if (project) return project.organizationId;
  const [environment] = await db
    .select({ organizationId: environments.organizationId })
    .from(environments)
    .where(eq(environments.id, id));
  if (environment) return environment.organizationId;
  const [service] = await db
    .select({ organizationId: services.organizationId })
    .from(services)
    .where(eq(services.id, id));
  return service?.organizationId ?? null;
}
