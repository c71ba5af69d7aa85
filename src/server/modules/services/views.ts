import { type AnyService, type ServiceKind, serviceKinds, type ServiceType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments';
import { loadReferences } from '../shared/references';
import type { ServiceRecord, ViewContext } from './definition';
import { type DeployedConfiguration, type ServiceDeployments, withoutDeployments } from './deployments';
import { serviceDefinitions } from './kinds';
import { referencedIds } from './sites';

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

/**
 * The responses of services of one organization, with what they show of their cluster, their references and
 * (given `deployments`) the commit that runs.
 */
export async function serviceResponses(
  db: Db,
  records: readonly ServiceRecord[],
  deployments: ServiceDeployments = withoutDeployments,
): Promise<AnyService[]> {
  const first = records[0];
  if (!first) return [];
  const sites = records.map((record) => definitionOf(record).sites(record.config));
  const [placements, references, deployed] = await Promise.all([
    placementsOf(
      db,
      records.map((record) => record.environmentId),
    ),
    loadReferences(db, first.organizationId, referencedIds(sites)),
    deployments.deployed(records.map((record) => record.id)),
  ]);
  return records.map((record) => {
    const placement = placements.get(record.environmentId);
    if (!placement) throw new Error(`Environment ${record.environmentId} of service ${record.id} is missing`);
    return serviceResponse(record, {
      ...placement,
      references,
      deployedCommit: deployedCommitOf(deployed.get(record.id)),
    });
  });
}

/** The commit of a service's git source that runs, once a deployment built one. */
export function deployedCommitOf(deployed: DeployedConfiguration | undefined): ViewContext['deployedCommit'] {
  return deployed?.gitCommitId ? { id: deployed.gitCommitId, at: deployed.deployedAt } : null;
}

/**
 * One service's response from what is already at hand: a write builds it from the record it stored and the
 * placement and references its validation loaded, rather than reading them all again.
 */
export function serviceResponse(record: ServiceRecord, view: ViewContext): AnyService {
  return definitionOf(record).toResponse(record, record.config, view);
}
