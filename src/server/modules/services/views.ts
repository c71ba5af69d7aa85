import { type AnyService, type ServiceKind, serviceKinds, type ServiceType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments/queries';
import type { ServiceRecord } from './definition';
import { serviceDefinitions } from './kinds';
import { loadReferences, referencedIds } from './references';

type Db = Database | Transaction;

/** The kind (path segment) of each service type. */
export const kindOfType = Object.fromEntries(
  Object.entries(serviceKinds).map(([kind, { type }]) => [type, kind]),
) as Record<ServiceType, ServiceKind>;

export function definitionOf(record: ServiceRecord) {
  return serviceDefinitions[kindOfType[record.type]];
}

export async function placementsOf(
  db: Db,
  environmentIds: string[],
): Promise<Map<string, EnvironmentPlacement>> {
  const unique = [...new Set(environmentIds)];
  const found = await Promise.all(unique.map((id) => findEnvironmentPlacement(db, id)));
  return new Map(found.flatMap((placement) => (placement ? [[placement.environment.id, placement]] : [])));
}

/** The responses of services of one organization, with what they show of their cluster and references. */
export async function serviceResponses(db: Db, records: readonly ServiceRecord[]): Promise<AnyService[]> {
  const first = records[0];
  if (!first) return [];
  const sites = records.map((record) => definitionOf(record).sites(record.config));
  const [placements, references] = await Promise.all([
    placementsOf(
      db,
      records.map((record) => record.environmentId),
    ),
    loadReferences(db, first.organizationId, referencedIds(sites)),
  ]);
  return records.map((record) => {
    const placement = placements.get(record.environmentId);
    if (!placement) throw new Error(`Environment ${record.environmentId} of service ${record.id} is missing`);
    return definitionOf(record).toResponse(record, record.config, { ...placement, references });
  });
}
