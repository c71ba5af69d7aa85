import type { z } from 'zod';
import { type CustomDomain, type customDomainRequest, serviceKinds } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import { findServiceRoute, PLATFORM_DOMAIN, type ServiceRoute } from '../services';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  countCustomDomains,
  type CustomDomainRow,
  deleteCustomDomain as deleteCustomDomainRow,
  findCustomDomain,
  insertCustomDomain,
  listCustomDomains as listCustomDomainRows,
  updateCustomDomain,
} from './queries';

type Request = z.output<typeof customDomainRequest>;
export type RoutableKind = 'application' | 'container' | 'helm';

function duplicateDomain(error: unknown, domain: string): Error | null {
  return isUniqueViolation(error, 'custom_domains_org_domain_unique')
    ? new ConflictError(`The domain ${domain} is already routed to a service of this organization`)
    : null;
}

/** The platform's own domain names its hosts; people bring domains of their own. */
function checkDomain(request: Request): void {
  const domain = request.domain;
  if (domain === PLATFORM_DOMAIN || domain.endsWith(`.${PLATFORM_DOMAIN}`)) {
    throw invalidBody([
      { path: ['domain'], message: `must not be under ${PLATFORM_DOMAIN}, the platform's own domain` },
    ]);
  }
}

export interface CustomDomainDeps {
  db: Database;
  runtime: Runtime;
}

/** The service's organization and where its custom domains must point. */
async function routeOf(db: Database, kind: RoutableKind, serviceId: string): Promise<ServiceRoute> {
  const route = await findServiceRoute(db, kind, serviceId);
  if (!route) throw new NotFoundError(`${serviceKinds[kind].label} ${serviceId} not found`);
  return route;
}

const toCustomDomain = (row: CustomDomainRow, validationDomain: string | null): CustomDomain => ({
  id: row.id,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  domain: row.domain,
  generate_certificate: row.generateCertificate,
  use_cdn: row.useCdn,
  validation_domain: validationDomain,
});

export async function getCustomDomain(
  { db }: CustomDomainDeps,
  kind: RoutableKind,
  serviceId: string,
  id: string,
): Promise<CustomDomain> {
  const { validationDomain } = await routeOf(db, kind, serviceId);
  const row = await findCustomDomain(db, serviceId, id);
  if (!row) throw new NotFoundError(`Custom domain ${id} not found`);
  return toCustomDomain(row, validationDomain);
}

export async function listCustomDomains(
  { db }: CustomDomainDeps,
  kind: RoutableKind,
  serviceId: string,
  window: PageWindow | null,
): Promise<Page<CustomDomain>> {
  const { validationDomain } = await routeOf(db, kind, serviceId);
  return pageOf(window, {
    rows: async (window) =>
      (await listCustomDomainRows(db, serviceId, window)).map((row) => toCustomDomain(row, validationDomain)),
    count: () => countCustomDomains(db, serviceId),
  });
}

/** Only a service with a public port can be routed to. */
export async function createCustomDomain(
  deps: CustomDomainDeps,
  kind: RoutableKind,
  serviceId: string,
  request: Request,
): Promise<CustomDomain> {
  const { db, runtime } = deps;
  checkDomain(request);
  const { organizationId, validationDomain } = await routeOf(db, kind, serviceId);
  if (!validationDomain) {
    throw invalidBody([{ path: ['domain'], message: 'cannot be routed: the service has no public port' }]);
  }
  const now = runtime.clock.now();
  const id = runtime.newId();
  try {
    await insertCustomDomain(db, {
      id,
      organizationId,
      serviceId,
      domain: request.domain,
      generateCertificate: request.generate_certificate,
      useCdn: request.use_cdn,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    throw duplicateDomain(error, request.domain) ?? error;
  }
  return getCustomDomain(deps, kind, serviceId, id);
}

export async function editCustomDomain(
  deps: CustomDomainDeps,
  kind: RoutableKind,
  serviceId: string,
  id: string,
  request: Request,
): Promise<CustomDomain> {
  checkDomain(request);
  await getCustomDomain(deps, kind, serviceId, id);
  try {
    await updateCustomDomain(deps.db, id, {
      domain: request.domain,
      generateCertificate: request.generate_certificate,
      useCdn: request.use_cdn,
      updatedAt: deps.runtime.clock.now(),
    });
  } catch (error) {
    throw duplicateDomain(error, request.domain) ?? error;
  }
  return getCustomDomain(deps, kind, serviceId, id);
}

export async function deleteCustomDomain(
  { db }: CustomDomainDeps,
  kind: RoutableKind,
  serviceId: string,
  id: string,
): Promise<void> {
  await routeOf(db, kind, serviceId);
  if (!(await deleteCustomDomainRow(db, serviceId, id)))
    throw new NotFoundError(`Custom domain ${id} not found`);
}

export function createCustomDomainService(db: Database, runtime: Runtime) {
  const deps: CustomDomainDeps = { db, runtime };
  return {
    list: withDeps(deps, listCustomDomains),
    create: withDeps(deps, createCustomDomain),
    edit: withDeps(deps, editCustomDomain),
    delete: withDeps(deps, deleteCustomDomain),
  };
}

export type CustomDomainService = ReturnType<typeof createCustomDomainService>;
