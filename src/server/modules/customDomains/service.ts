import type { z } from 'zod';
import { type CustomDomain, type customDomainRequest, serviceKinds } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import { findServiceRoute, PLATFORM_DOMAIN, type ServiceRoute } from '../services';
import { iso } from '../shared/timestamps';
import {
  countCustomDomains,
  type CustomDomainRow,
  deleteCustomDomain,
  findCustomDomain,
  insertCustomDomain,
  listCustomDomains,
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

export function createCustomDomainService(db: Database, runtime: Runtime) {
  const { clock, newId } = runtime;

  /** The service's organization and where its custom domains must point. */
  async function routeOf(kind: RoutableKind, serviceId: string): Promise<ServiceRoute> {
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

  async function get(kind: RoutableKind, serviceId: string, id: string): Promise<CustomDomain> {
    const { validationDomain } = await routeOf(kind, serviceId);
    const row = await findCustomDomain(db, serviceId, id);
    if (!row) throw new NotFoundError(`Custom domain ${id} not found`);
    return toCustomDomain(row, validationDomain);
  }

  return {
    async list(
      kind: RoutableKind,
      serviceId: string,
      window: PageWindow | null,
    ): Promise<Page<CustomDomain>> {
      const { validationDomain } = await routeOf(kind, serviceId);
      return pageOf(window, {
        rows: async (window) =>
          (await listCustomDomains(db, serviceId, window)).map((row) =>
            toCustomDomain(row, validationDomain),
          ),
        count: () => countCustomDomains(db, serviceId),
      });
    },

    async create(kind: RoutableKind, serviceId: string, request: Request): Promise<CustomDomain> {
      checkDomain(request);
      const { organizationId, validationDomain } = await routeOf(kind, serviceId);
      if (!validationDomain) {
        throw invalidBody([
          { path: ['domain'], message: 'cannot be routed: the service has no public port' },
        ]);
      }
      const now = clock.now();
      const id = newId();
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
      return get(kind, serviceId, id);
    },

    async edit(kind: RoutableKind, serviceId: string, id: string, request: Request): Promise<CustomDomain> {
      checkDomain(request);
      await get(kind, serviceId, id);
      try {
        await updateCustomDomain(db, id, {
          domain: request.domain,
          generateCertificate: request.generate_certificate,
          useCdn: request.use_cdn,
          updatedAt: clock.now(),
        });
      } catch (error) {
        throw duplicateDomain(error, request.domain) ?? error;
      }
      return get(kind, serviceId, id);
    },

    async delete(kind: RoutableKind, serviceId: string, id: string): Promise<void> {
      await routeOf(kind, serviceId);
      if (!(await deleteCustomDomain(db, serviceId, id)))
        throw new NotFoundError(`Custom domain ${id} not found`);
    },
  };
}

export type CustomDomainService = ReturnType<typeof createCustomDomainService>;
