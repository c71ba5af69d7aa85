import { and, asc, eq, getTableColumns, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { isAnyOf } from '../../db/idList';
import { environmentDeploymentRules, environments, projectDeploymentRules, projects } from '../../db/schema';

type Db = Database | Transaction;

export type ProjectRuleRow = typeof projectDeploymentRules.$inferSelect;
export type NewProjectRuleRow = typeof projectDeploymentRules.$inferInsert;
export type EnvironmentRuleRow = typeof environmentDeploymentRules.$inferSelect;
export type NewEnvironmentRuleRow = typeof environmentDeploymentRules.$inferInsert;

/** A project's rules in the order a new environment's name is tried against them. */
export function listProjectRules(db: Db, projectId: string): Promise<ProjectRuleRow[]> {
  return db
    .select()
    .from(projectDeploymentRules)
    .where(eq(projectDeploymentRules.projectId, projectId))
    .orderBy(asc(projectDeploymentRules.priorityIndex), asc(projectDeploymentRules.createdAt));
}

export async function findProjectRule(db: Db, projectId: string, id: string): Promise<ProjectRuleRow | null> {
  const [row] = await db
    .select()
    .from(projectDeploymentRules)
    .where(and(eq(projectDeploymentRules.id, id), eq(projectDeploymentRules.projectId, projectId)));
  return row ?? null;
}

/** Inserted last in its project's order, in the statement that counts the rules before it. */
export async function insertProjectRule(
  db: Db,
  values: Omit<NewProjectRuleRow, 'priorityIndex'>,
): Promise<ProjectRuleRow> {
  const last = sql<number>`(select count(*)::int from ${projectDeploymentRules} where ${projectDeploymentRules.projectId} = ${values.projectId})`;
  const [row] = await db
    .insert(projectDeploymentRules)
    .values({ ...values, priorityIndex: last })
    .returning();
  if (!row) throw new Error(`Deployment rule ${values.id} was not stored`);
  return row;
}

export async function updateProjectRule(
  db: Db,
  projectId: string,
  id: string,
  values: Partial<NewProjectRuleRow>,
): Promise<ProjectRuleRow | null> {
  const [row] = await db
    .update(projectDeploymentRules)
    .set(values)
    .where(and(eq(projectDeploymentRules.id, id), eq(projectDeploymentRules.projectId, projectId)))
    .returning();
  return row ?? null;
}

/** Removes the rule and closes the gap it leaves in the order, in one transaction. */
export async function deleteProjectRule(db: Database, projectId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectDeploymentRules)
      .where(and(eq(projectDeploymentRules.id, id), eq(projectDeploymentRules.projectId, projectId)))
      .returning({ priorityIndex: projectDeploymentRules.priorityIndex });
    if (!removed) return false;
    await tx
      .update(projectDeploymentRules)
      .set({ priorityIndex: sql`${projectDeploymentRules.priorityIndex} - 1` })
      .where(
        and(
          eq(projectDeploymentRules.projectId, projectId),
          sql`${projectDeploymentRules.priorityIndex} > ${removed.priorityIndex}`,
        ),
      );
    return true;
  });
}

/** Gives each rule its place in `ids`: one statement, however many rules move. */
export async function reorderProjectRules(db: Db, projectId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(projectDeploymentRules)
    .set({
      priorityIndex: sql`array_position(${`{${ids.join(',')}}`}::uuid[], ${projectDeploymentRules.id}) - 1`,
    })
    .where(and(eq(projectDeploymentRules.projectId, projectId), isAnyOf(projectDeploymentRules.id, ids)));
}

export async function findEnvironmentRule(db: Db, environmentId: string): Promise<EnvironmentRuleRow | null> {
  const [row] = await db
    .select()
    .from(environmentDeploymentRules)
    .where(eq(environmentDeploymentRules.environmentId, environmentId));
  return row ?? null;
}

/** Writes the environment's rule whole, its created time kept when it existed. */
export async function saveEnvironmentRule(
  db: Db,
  values: NewEnvironmentRuleRow,
): Promise<EnvironmentRuleRow> {
  const { environmentId: _key, createdAt: _created, ...changed } = values;
  const [row] = await db
    .insert(environmentDeploymentRules)
    .values(values)
    .onConflictDoUpdate({ target: environmentDeploymentRules.environmentId, set: changed })
    .returning();
  if (!row) throw new Error(`The deployment rule of environment ${values.environmentId} was not stored`);
  return row;
}

/** A rule whose schedule acts by now, with what the claim compares against. */
export type DueRule = EnvironmentRuleRow & { organizationId: string; projectId: string };

/** The rules whose next transition is due by `now`, earliest first, at most `limit`. */
export function dueEnvironmentRules(db: Db, now: Date, limit: number): Promise<DueRule[]> {
  return db
    .select({
      ...getTableColumns(environmentDeploymentRules),
      organizationId: environments.organizationId,
      projectId: environments.projectId,
    })
    .from(environmentDeploymentRules)
    .innerJoin(environments, eq(environments.id, environmentDeploymentRules.environmentId))
    .where(lte(environmentDeploymentRules.nextTransitionAt, now))
    .orderBy(asc(environmentDeploymentRules.nextTransitionAt))
    .limit(limit);
}

/**
 * Takes a transition for this process: moves the rule on from the state it was read in (its next transition as
 * read, and a last transition before the one taken) and answers whether it did. Of several processes reading the
 * same rule, one moves it; the others find it moved and do nothing.
 */
export async function claimTransition(
  tx: Transaction,
  read: Pick<EnvironmentRuleRow, 'environmentId' | 'nextTransitionAt'>,
  applied: Date,
  next: Date | null,
): Promise<boolean> {
  if (!read.nextTransitionAt) return false;
  const claimed = await tx
    .update(environmentDeploymentRules)
    .set({ lastTransitionAt: applied, nextTransitionAt: next })
    .where(
      and(
        eq(environmentDeploymentRules.environmentId, read.environmentId),
        eq(environmentDeploymentRules.nextTransitionAt, read.nextTransitionAt),
        or(
          isNull(environmentDeploymentRules.lastTransitionAt),
          lt(environmentDeploymentRules.lastTransitionAt, applied),
        ),
      ),
    )
    .returning({ id: environmentDeploymentRules.environmentId });
  return claimed.length > 0;
}

/** The organization a project belongs to; null for no such project. */
export async function projectOrganization(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.organizationId ?? null;
}

/** When the environment was created; null for no such environment. */
export async function environmentCreatedAt(db: Db, environmentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: environments.createdAt })
    .from(environments)
    .where(eq(environments.id, environmentId));
  return row?.createdAt ?? null;
}

/** Moves a rule's next transition on from the one read, leaving its last transition as it is. */
export async function moveNextTransition(
  tx: Transaction,
  read: Pick<EnvironmentRuleRow, 'environmentId' | 'nextTransitionAt'>,
  next: Date | null,
): Promise<void> {
  if (!read.nextTransitionAt) return;
  await tx
    .update(environmentDeploymentRules)
    .set({ nextTransitionAt: next })
    .where(
      and(
        eq(environmentDeploymentRules.environmentId, read.environmentId),
        eq(environmentDeploymentRules.nextTransitionAt, read.nextTransitionAt),
      ),
    );
}

/** When the next transition of any schedule is due; null when none will act. */
export async function earliestTransition(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ due: min(environmentDeploymentRules.nextTransitionAt) })
    .from(environmentDeploymentRules);
  return row?.due ?? null;
}
