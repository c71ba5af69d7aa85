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

/**
 * A page of an environment's services, kept with the environment's version: every open page polls its lists,
 * which change far less often than they are read. The version is read first (see `versionedCache`).
 */
async function keptPage<T extends AnyService>(
  { deployments, keptLists }: ServiceManagerDeps,
  environmentId: string,
  kind: ServiceKind | null,
  window: PageWindow | null,
  build: () => Promise<Page<T>>,
): Promise<Page<T>> {
  const version = await deployments.version(environmentId);
  const key = `${environmentId} ${kind ?? 'all'} ${window ? `${window.offset} ${window.limit}` : 'whole'}`;
  // Kept under a key naming the kind, so a page read back is of the kind it was built for.
  return (await keptLists.read(key, version, build)) as Page<T>;
}

/** The services of one kind in an environment. */
export function listServicesOfKind<K extends ServiceKind>(
  deps: ServiceManagerDeps,
  kind: K,
  environmentId: string,
  window: PageWindow | null,
): Promise<Page<ResponseOf<K>>> {
  const { db, deployments } = deps;
  const type = serviceKinds[kind].type;
  return keptPage(deps, environmentId, kind, window, () =>
    pageOf(window, {
      rows: async (window) =>
        // Read by the kind's type, so each response is of that kind.
        (await serviceResponses(
          db,
          await listServices(db, environmentId, type, window),
          deployments,
        )) as ResponseOf<K>[],
      count: () => countServices(db, environmentId, type),
    }),
  );
}

/** Every service of an environment, whatever its kind. */
export function listAllServices(
  deps: ServiceManagerDeps,
  environmentId: string,
  window: PageWindow | null,
): Promise<Page<AnyService>> {
  const { db, deployments } = deps;
  return keptPage(deps, environmentId, null, window, () =>
    pageOf(window, {
      rows: async (window) =>
        serviceResponses(db, await listServices(db, environmentId, null, window), deployments),
      count: () => countServices(db, environmentId, null),
    }),
  );
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
