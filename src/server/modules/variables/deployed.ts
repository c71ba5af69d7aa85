import type { Database, Transaction } from '../../db/database';
import type { DeployedVariable } from '../../engine';
import type { VariableVersion } from '../../domain/variableVersions';
import type { Runtime } from '../../runtime';
import { findEnvironmentPlacement } from '../environments';
import type { SecretBox } from '../secrets';
import type { ServiceRecord } from '../services';
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
  /** The same, each with its key: what tells which variables changed. */
  versions: VariableVersion[];
  /** As the deployment log lists them: secret values left out. */
  variables: DeployedVariable[];
}

const none: ServiceVariables = { fingerprint: [], versions: [], variables: [] };

/** A configuration version counts each stored variable by id and last change, sorted: never a value. */
export const fingerprintOf = (versions: readonly VariableVersion[]): string[] =>
  versions.map((entry) => entry.version).sort();

const versionOf = (variable: { key: string; id: string; updatedAt: Date }): VariableVersion => ({
  key: variable.key,
  version: `${variable.id}:${variable.updatedAt.toISOString()}`,
});

/** The services of each environment, for one read of the variables per environment. */
function byEnvironment(services: readonly ServiceRecord[]): Map<string, ServiceRecord[]> {
  const grouped = new Map<string, ServiceRecord[]>();
  for (const service of services) {
    grouped.set(service.environmentId, [...(grouped.get(service.environmentId) ?? []), service]);
  }
  return grouped;
}

/**
 * The stored variables reaching each service (its project's, its environment's and its own; built-ins are derived
 * from the services and not counted) by key and version: what a configuration version counts of them, read without
 * resolving a value. Databases receive none.
 */
export async function variableVersionsOfServices(
  db: Db,
  services: readonly ServiceRecord[],
): Promise<Map<string, VariableVersion[]>> {
  const result = new Map<string, VariableVersion[]>();
  for (const [environmentId, members] of byEnvironment(services)) {
    const workloads = members.filter((service) => service.type !== 'DATABASE');
    const projectId = workloads[0]?.projectId;
    if (!projectId) continue;
    const rows = await listVariablesOfParents(db, [
      projectId,
      environmentId,
      ...workloads.map((service) => service.id),
    ]);
    for (const service of workloads) {
      const reaching = rows.filter(
        (row) => row.scope !== 'BUILT_IN' && [projectId, environmentId, service.id].includes(row.parentId),
      );
      result.set(service.id, reaching.map(versionOf));
    }
  }
  for (const service of services) if (!result.has(service.id)) result.set(service.id, []);
  return result;
}

/** The variables each service receives, read once per environment. Databases receive none. */
export async function variablesOfServices(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  services: readonly ServiceRecord[],
): Promise<Map<string, ServiceVariables>> {
  const result = new Map<string, ServiceVariables>();
  for (const [environmentId, members] of byEnvironment(services)) {
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
      const versions = own.map(versionOf);
      result.set(service.id, {
        fingerprint: fingerprintOf(versions),
        versions,
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
