import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import { preparedPerDatabase } from '../../db/prepared';
import type { PageWindow } from '../../domain/paging';
import { environments, projects } from '../../db/schema';

type Db = Database | Transaction;

export type NewProjectRow = typeof projects.$inferInsert;

/** A project with what the API reports about its contents. */
const projectColumns = (db: Db) => ({
  id: projects.id,
  organizationId: projects.organizationId,
  name: projects.name,
  description: projects.description,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  environmentCount: db.$count(environments, eq(environments.projectId, projects.id)),
});

export type ProjectRow = typeof projects.$inferSelect & { environmentCount: number };

function selectProjects(db: Db) {
  return db.select(projectColumns(db)).from(projects).$dynamic();
}

/** The projects of an organization; `only` keeps those a role may see (null: all of them). */
const inOrganization = (organizationId: string, only: readonly string[] | null) =>
  only
    ? and(eq(projects.organizationId, organizationId), inArray(projects.id, [...only]))
    : eq(projects.organizationId, organizationId);

const listOrder = () => [asc(sql`lower(${projects.name})`), asc(projects.id)];

/** The list every page of projects reads, for credentials that see them all: built once per database handle. */
const lists = preparedPerDatabase((db: Db) => {
  const all = () =>
    selectProjects(db)
      .where(eq(projects.organizationId, sql.placeholder('organizationId')))
      .orderBy(...listOrder());
  return {
    page: all()
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('list_projects_page'),
    every: all().prepare('list_projects'),
  };
});

export function listProjects(
  db: Db,
  organizationId: string,
  window: PageWindow | null,
  only: readonly string[] | null = null,
): Promise<ProjectRow[]> {
  if (only === null) {
    const statements = lists(db);
    return window
      ? statements.page.execute({ organizationId, ...window })
      : statements.every.execute({ organizationId });
  }
  const query = selectProjects(db)
    .where(inOrganization(organizationId, only))
    .orderBy(...listOrder());
  return withWindow(query, window);
}

export async function countProjects(
  db: Db,
  organizationId: string,
  only: readonly string[] | null = null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .where(inOrganization(organizationId, only));
  return row?.total ?? 0;
}

/** The read of one project, which every request about it makes: built once per database handle. */
const reads = preparedPerDatabase((db: Db) => ({
  project: selectProjects(db)
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare('find_project'),
}));

export async function findProject(db: Db, id: string): Promise<ProjectRow | null> {
  const [row]: ProjectRow[] = await reads(db).project.execute({ id });
  return row ?? null;
}

export async function insertProject(db: Db, values: NewProjectRow): Promise<string> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('Inserting a project returned no row');
  return row.id;
}

export async function updateProject(
  db: Db,
  id: string,
  changes: Pick<NewProjectRow, 'name' | 'description' | 'updatedAt'>,
): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set(changes)
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return updated.length > 0;
}

/** Everything in the project goes with it (foreign keys cascade). */
export async function deleteProject(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return deleted.length > 0;
}
