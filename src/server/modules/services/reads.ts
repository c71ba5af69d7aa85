import type { AnyService, Link, ServiceKind } from '../../../contract';
import { serviceKinds } from '../../../contract';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import { listCustomDomainNames } from '../shared/customDomainNames';
import type { ResponseOf } from './definition';
import type { ServiceManagerDeps } from './deps';
import { serviceDefinitions } from './kinds';
import { linksOf } from './links';
import { placementOf, recordOf } from './lookups';
import { countServices, listServices } from './queries';
import { serviceResponses } from './views';

/** The services of one kind in an environment. */
export function listServicesOfKind<K extends ServiceKind>(
  { db, deployments }: ServiceManagerDeps,
  kind: K,
  environmentId: string,
  window: PageWindow | null,
): Promise<Page<ResponseOf<K>>> {
  const type = serviceKinds[kind].type;
  return pageOf(window, {
    rows: async (window) =>
      // Read by the kind's type, so each response is of that kind.
      (await serviceResponses(
        db,
        await listServices(db, environmentId, type, window),
        deployments,
      )) as ResponseOf<K>[],
    count: () => countServices(db, environmentId, type),
  });
}

/** Every service of an environment, whatever its kind. */
export function listAllServices(
  { db, deployments }: ServiceManagerDeps,
  environmentId: string,
  window: PageWindow | null,
): Promise<Page<AnyService>> {
  return pageOf(window, {
    rows: async (window) =>
      serviceResponses(db, await listServices(db, environmentId, null, window), deployments),
    count: () => countServices(db, environmentId, null),
  });
}

/** The URLs of what runs: none until a deploy succeeded, and none while stopped. */
export async function serviceLinks(deps: ServiceManagerDeps, kind: ServiceKind, id: string): Promise<Link[]> {
  const record = await recordOf(deps, kind, id);
  const placement = await placementOf(deps, record.environmentId);
  const deployed = (await deps.deployments.deployed([id])).get(id);
  if (!deployed?.running) return [];
  const ports = serviceDefinitions[kind].publicPorts?.(deployed.configuration ?? record.config) ?? [];
  const domains = await listCustomDomainNames(deps.db, record.id);
  return linksOf(record, ports, placement, domains);
}
