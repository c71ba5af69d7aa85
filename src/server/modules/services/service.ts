import type { CloneServiceRequest, ServiceKind } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { versionedCache } from '../../db/versionedCache';
import type { PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { withDeps } from '../shared/withDeps';
import { eligibleDatabaseVersions } from './databaseVersions';
import type { RequestOf } from './definition';
import { type ServiceDeployments, withoutDeployments } from './deployments';
import type { AnchorBuiltIns, ServiceManagerDeps } from './deps';
import { getService } from './lookups';
import { listAllServices, listServicesOfKind, serviceLinks } from './reads';
import { cloneService, createService, deleteService, editService, useImageTag } from './writes';

/** What the service manager is handed of the modules above it (see `ServiceManagerDeps`). */
export interface ServiceManagerOptions {
  anchorBuiltIns: AnchorBuiltIns;
  /** Without it (the demo seed, environment clones), nothing is deployed. */
  deployments?: ServiceDeployments;
}

/**
 * Create, read, edit, delete and clone for every type of service, through the kinds table: reads in `reads.ts`,
 * writes in `writes.ts`, how a write is checked and stored in `storing.ts`.
 */
export function createServiceManager(
  db: Database | Transaction,
  runtime: Runtime,
  secrets: SecretBox,
  { anchorBuiltIns, deployments = withoutDeployments }: ServiceManagerOptions,
) {
  const deps: ServiceManagerDeps = {
    db,
    runtime,
    secrets,
    anchorBuiltIns,
    deployments,
    keptLists: versionedCache(),
  };
  return {
    // The operations generic in the kind are handed out by hand: through withDeps their answer would be any kind's.
    list: <K extends ServiceKind>(kind: K, environmentId: string, window: PageWindow | null) =>
      listServicesOfKind(deps, kind, environmentId, window),
    get: <K extends ServiceKind>(kind: K, id: string) => getService(deps, kind, id),
    create: <K extends ServiceKind>(kind: K, environmentId: string, request: RequestOf<K>) =>
      createService(deps, kind, environmentId, request),
    edit: <K extends ServiceKind>(kind: K, id: string, request: RequestOf<K>) =>
      editService(deps, kind, id, request),
    clone: <K extends ServiceKind>(kind: K, id: string, request: CloneServiceRequest) =>
      cloneService(deps, kind, id, request),
    listAll: withDeps(deps, listAllServices),
    delete: withDeps(deps, deleteService),
    useImageTag: withDeps(deps, useImageTag),
    links: withDeps(deps, serviceLinks),
    databaseVersions: withDeps(deps, eligibleDatabaseVersions),
  };
}

export type ServiceManager = ReturnType<typeof createServiceManager>;
