import type { Database, Transaction } from '../../db/database';
import type { DeployedVariable } from '../../engine';
import type { Runtime } from '../../runtime';
import { findEnvironmentPlacement } from '../environments/queries';
import type { SecretBox } from '../secrets/secretBox';
import type { ServiceRecord } from '../services/definition';
import { builtInsOfEnvironment } from './builtIns';
import { resolveVariables } from './effective';
import { listVariablesOfParents } from './queries';
import { recordOfRow, type VariableRecord } from './records';

type Db = Database | Transaction;

/** What a deployment of a service takes of its variables, and what says they changed. */
export interface ServiceVariables {
  /**
   * The stored variables reaching the service, each by id and last change (never a value): a deployment with
   * another list than the service's current one is OUT_OF_DATE.
   */
  fingerprint: string[];
  /** As the deployment log lists them: secret values left out. */
  variables: DeployedVariable[];
}

const none: ServiceVariables = { fingerprint: [], variables: [] };

/** The variables each service receives, read once per environment. Databases receive none. */
export async function variablesOfServices(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  services: readonly ServiceRecord[],
): Promise<Map<string, ServiceVariables>> {
  const result = new Map<string, ServiceVariables>();
  const byEnvironment = new Map<string, ServiceRecord[]>();
  for (const service of services) {
    byEnvironment.set(service.environmentId, [...(byEnvironment.get(service.environmentId) ?? []), service]);
  }
  for (const [environmentId, members] of byEnvironment) {
    const placement = await findEnvironmentPlacement(db, environmentId);
    const workloads = members.filter((service) => service.type !== 'DATABASE');
    if (!placement || workloads.length === 0) continue;
    const projectId = placement.environment.projectId;
    const [builtIns, rows] = await Promise.all([
      builtInsOfEnvironment(db, runtime, secrets, placement),
      listVariablesOfParents(db, [projectId, environmentId, ...workloads.map((service) => service.id)]),
    ]);
    for (const service of workloads) {
      const owning = new Map([[service.id, { id: service.id, name: service.name, type: service.type }]]);
      const own = rows
        .filter(
          (row) => row.scope !== 'BUILT_IN' && [projectId, environmentId, service.id].includes(row.parentId),
        )
        .map((row) => recordOfRow(row, owning, secrets));
      result.set(service.id, {
        fingerprint: own.map((record) => `${record.id}:${record.updatedAt.toISOString()}`).sort(),
        variables: deployedVariables([...builtIns, ...own]),
      });
    }
  }
  for (const service of services) if (!result.has(service.id)) result.set(service.id, none);
  return result;
}

function deployedVariables(records: VariableRecord[]): DeployedVariable[] {
  return resolveVariables(records).map((resolved) => ({
    key: resolved.record.key,
    value: resolved.isSecret ? null : resolved.shownValue,
    mountPath: resolved.mountPath,
    scope: resolved.record.scope,
    missingReferences: resolved.missingReferences,
  }));
}
