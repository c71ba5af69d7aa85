import type { z } from 'zod';
import type { Organization, organizationEditRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import { type Principal, visibleOrganizationIds } from '../../domain/principal';
import type { Runtime } from '../../runtime';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  countOrganizations,
  findOrganization,
  listOrganizations as listOrganizationRows,
  type OrganizationRow,
  updateOrganization,
} from './queries';

type EditRequest = z.output<typeof organizationEditRequest>;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    plan: row.plan,
    website_url: row.websiteUrl,
    repository: row.repository,
    logo_url: row.logoUrl,
    icon_url: row.iconUrl,
    admin_emails: row.adminEmails,
    ...(row.ownerId ? { owner: row.ownerId } : {}),
  };
}

export function duplicateOrganizationName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'organizations_name_unique')
    ? new ConflictError(`An organization named "${name}" already exists`)
    : null;
}

export interface OrganizationDeps {
  db: Database;
  runtime: Runtime;
}

/** The organizations the credentials can see: an API token's own, a person's memberships. */
export function listOrganizations(
  { db }: OrganizationDeps,
  principal: Principal,
  window: PageWindow | null,
): Promise<Page<Organization>> {
  const ids = visibleOrganizationIds(principal);
  return pageOf(window, {
    rows: async (window) =>
      (ids.length ? await listOrganizationRows(db, ids, window) : []).map(toOrganization),
    count: async () => (ids.length ? countOrganizations(db, ids) : 0),
  });
}

export async function getOrganization({ db }: OrganizationDeps, id: string): Promise<Organization> {
  const row = await findOrganization(db, id);
  if (!row) throw new NotFoundError(`Organization ${id} not found`);
  return toOrganization(row);
}

/** PUT replaces every editable field: one left out is cleared. */
export async function editOrganization(
  { db, runtime }: OrganizationDeps,
  id: string,
  request: EditRequest,
): Promise<Organization> {
  try {
    const row = await updateOrganization(db, id, {
      name: request.name,
      description: request.description ?? null,
      websiteUrl: request.website_url ?? null,
      repository: request.repository ?? null,
      logoUrl: request.logo_url ?? null,
      iconUrl: request.icon_url ?? null,
      adminEmails: request.admin_emails ?? null,
      updatedAt: runtime.clock.now(),
    });
    if (!row) throw new NotFoundError(`Organization ${id} not found`);
    return toOrganization(row);
  } catch (error) {
    throw duplicateOrganizationName(error, request.name) ?? error;
  }
}

export function createOrganizationService(db: Database, runtime: Runtime) {
  const deps: OrganizationDeps = { db, runtime };
  return {
    list: withDeps(deps, listOrganizations),
    get: withDeps(deps, getOrganization),
    edit: withDeps(deps, editOrganization),
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
