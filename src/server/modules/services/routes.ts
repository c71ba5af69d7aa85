import { type ServiceKind, serviceKinds } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { findEnvironmentPlacement } from '../environments';
import { serviceDefinitions } from './kinds';
import { validationDomainOf } from './links';
import { findService } from './queries';

/** Where custom domains routed to a service point, and whose they are. */
export interface ServiceRoute {
  organizationId: string;
  /** The platform's host a custom domain's CNAME names; null when the service has no public port. */
  validationDomain: string | null;
}

/** The route of a service of this kind; null when there is no such service. */
export async function findServiceRoute(
  db: Database | Transaction,
  kind: ServiceKind,
  serviceId: string,
): Promise<ServiceRoute | null> {
  const record = await findService(db, serviceId, serviceKinds[kind].type);
  const placement = record && (await findEnvironmentPlacement(db, record.environmentId));
  if (!record || !placement) return null;
  const ports = serviceDefinitions[kind].publicPorts?.(record.config) ?? [];
  return {
    organizationId: record.organizationId,
    validationDomain: validationDomainOf(record.id, ports, placement),
  };
}
