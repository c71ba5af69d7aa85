import type { Project, ProjectRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import {
  busyEnvironmentOf,
  busyMessage,
  type EnvironmentActivity,
  environmentsOfProject,
  idle,
} from '../environments';
import type { AccessChanges } from '../shared/recentlyFound';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  countProjects,
  deleteProject as deleteProjectRow,
  findProject,
  insertProject,
  listProjects as listProjectRows,
  type ProjectRow,
  updateProject,
} from './queries';

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    organization: { id: row.organizationId },
    associated_environments_count: row.environmentCount,
  };
}

/** Project names are unique in their organization, ignoring case (a unique index on lower(name)). */
function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'projects_org_name_unique')
    ? new ConflictError(`A project named "${name}" already exists in this organization`)
    : null;
}

/**
 * What the project operations work with: `activity` tells whether deployments run in an environment; `access` is
 * told of each project made, so that a custom role's `all_projects` permissions reach it from the next request, not
 * once the roles remembered with the organization's former projects are forgotten.
 */
export interface ProjectDeps {
  db: Database;
  runtime: Runtime;
  activity: EnvironmentActivity;
  access: AccessChanges | null;
}

export async function getProject({ db }: ProjectDeps, id: string): Promise<Project> {
  const row = await findProject(db, id);
  if (!row) throw new NotFoundError(`Project ${id} not found`);
  return toProject(row);
}

/** `only`: the projects the caller's role may see, null when it sees all. */
export function listProjects(
  { db }: ProjectDeps,
  organizationId: string,
  window: PageWindow | null,
  only: readonly string[] | null = null,
): Promise<Page<Project>> {
  return pageOf(window, {
    rows: async (window) => (await listProjectRows(db, organizationId, window, only)).map(toProject),
    count: () => countProjects(db, organizationId, only),
  });
}

export async function createProject(
  deps: ProjectDeps,
  organizationId: string,
  request: ProjectRequest,
): Promise<Project> {
  const { db, runtime } = deps;
  const now = runtime.clock.now();
  try {
    const id = await insertProject(db, {
      id: runtime.newId(),
      organizationId,
      name: request.name,
      description: request.description ?? '',
      createdAt: now,
      updatedAt: now,
    });
    deps.access?.changed();
    return await getProject(deps, id);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

/** PUT replaces every editable field: a description left out is cleared. */
export async function editProject(deps: ProjectDeps, id: string, request: ProjectRequest): Promise<Project> {
  try {
    const updated = await updateProject(deps.db, id, {
      name: request.name,
      description: request.description ?? '',
      updatedAt: deps.runtime.clock.now(),
    });
    if (!updated) throw new NotFoundError(`Project ${id} not found`);
    return await getProject(deps, id);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

/** Refused while a deployment runs or waits in one of its environments: it acts on what would go. */
export async function deleteProject({ db, activity }: ProjectDeps, id: string): Promise<void> {
  const project = await findProject(db, id);
  if (!project) throw new NotFoundError(`Project ${id} not found`);
  const busy = await busyEnvironmentOf(activity, await environmentsOfProject(db, id));
  if (busy) throw new ConflictError(busyMessage(`Project ${project.name}`, busy));
  if (!(await deleteProjectRow(db, id))) throw new NotFoundError(`Project ${id} not found`);
}

export function createProjectService(
  db: Database,
  runtime: Runtime,
  activity: EnvironmentActivity = idle,
  access: AccessChanges | null = null,
) {
  const deps: ProjectDeps = { db, runtime, activity, access };
  return {
    get: withDeps(deps, getProject),
    list: withDeps(deps, listProjects),
    create: withDeps(deps, createProject),
    edit: withDeps(deps, editProject),
    delete: withDeps(deps, deleteProject),
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
