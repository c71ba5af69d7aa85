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
import {
  countProjects,
  deleteProject,
  findProject,
  insertProject,
  listProjects,
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
 * `access` is told of each project made: a custom role's `all_projects` permissions reach it from the next request,
 * not once the roles remembered with the organization's former projects are forgotten.
 */
export function createProjectService(
  db: Database,
  runtime: Runtime,
  activity: EnvironmentActivity = idle,
  access: AccessChanges | null = null,
) {
  const { clock, newId } = runtime;

  async function get(id: string): Promise<Project> {
    const row = await findProject(db, id);
    if (!row) throw new NotFoundError(`Project ${id} not found`);
    return toProject(row);
  }

  return {
    get,

    /** `only`: the projects the caller's role may see, null when it sees all. */
    list(
      organizationId: string,
      window: PageWindow | null,
      only: readonly string[] | null = null,
    ): Promise<Page<Project>> {
      return pageOf(window, {
        rows: async (window) => (await listProjects(db, organizationId, window, only)).map(toProject),
        count: () => countProjects(db, organizationId, only),
      });
    },

    async create(organizationId: string, request: ProjectRequest): Promise<Project> {
      const now = clock.now();
      try {
        const id = await insertProject(db, {
          id: newId(),
          organizationId,
          name: request.name,
          description: request.description ?? '',
          createdAt: now,
          updatedAt: now,
        });
        access?.changed();
        return await get(id);
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
    },

    /** PUT replaces every editable field: a description left out is cleared. */
    async edit(id: string, request: ProjectRequest): Promise<Project> {
      try {
        const updated = await updateProject(db, id, {
          name: request.name,
          description: request.description ?? '',
          updatedAt: clock.now(),
        });
        if (!updated) throw new NotFoundError(`Project ${id} not found`);
        return await get(id);
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
    },

    /** Refused while a deployment runs or waits in one of its environments: it acts on what would go. */
    async delete(id: string): Promise<void> {
      const project = await findProject(db, id);
      if (!project) throw new NotFoundError(`Project ${id} not found`);
      const busy = await busyEnvironmentOf(activity, await environmentsOfProject(db, id));
      if (busy) throw new ConflictError(busyMessage(`Project ${project.name}`, busy));
      if (!(await deleteProject(db, id))) throw new NotFoundError(`Project ${id} not found`);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
