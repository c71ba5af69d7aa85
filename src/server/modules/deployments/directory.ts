import type { Database } from '../../db/database';
import {
  configVersionOf,
  type ServiceDirectory,
  type ServiceSnapshot,
  snapshotFromService,
} from '../../engine';
import type { Runtime } from '../../runtime';
import { findEnvironment } from '../environments/queries';
import type { SecretBox } from '../secrets/secretBox';
import type { ServiceRecord } from '../services/definition';
import { findServiceById, listServices } from '../services/queries';
import { serviceResponses } from '../services/views';
import { type ServiceVariables, variablesOfServices } from '../variables/deployed';

/**
 * What counts as a service's configuration: what it is called, its stored settings and the variables reaching it
 * (by id and last change). Record times, the description, the icon and the names of what it refers to change
 * nothing that runs. A service no variable reaches counts as it did before variables existed.
 */
export function configVersionOfRecord(record: ServiceRecord, variables: readonly string[] = []): string {
  const configuration = { name: record.name, config: record.config };
  return configVersionOf(variables.length > 0 ? { ...configuration, variables } : configuration);
}

/** What reading variables needs: built-ins are derived, and a database's password made the first time. */
export interface DirectoryDeps {
  runtime: Runtime;
  secrets: SecretBox;
}

async function snapshotsOf(
  db: Database,
  deps: DirectoryDeps,
  records: ServiceRecord[],
): Promise<ServiceSnapshot[]> {
  const [responses, variables] = await Promise.all([
    serviceResponses(db, records),
    variablesOfServices(db, deps.runtime, deps.secrets, records),
  ]);
  return records.map((record, index) => {
    const response = responses[index];
    if (!response) throw new Error(`No response for service ${record.id}`);
    const received: ServiceVariables = variables.get(record.id) ?? { fingerprint: [], variables: [] };
    return {
      ...snapshotFromService(response, record, configVersionOfRecord(record, received.fingerprint)),
      configuration: record.config,
      variables: received.variables,
    };
  });
}

/** How the deployment engine reads services and environments: from the services module's own tables. */
export function serviceDirectory(db: Database, deps: DirectoryDeps): ServiceDirectory {
  return {
    async getService(serviceId) {
      const record = await findServiceById(db, serviceId);
      if (!record) return null;
      const [snapshot] = await snapshotsOf(db, deps, [record]);
      return snapshot ?? null;
    },

    async listEnvironmentServices(environmentId) {
      return snapshotsOf(db, deps, await listServices(db, environmentId, null, null));
    },

    async getEnvironment(environmentId) {
      const environment = await findEnvironment(db, environmentId);
      return environment
        ? { id: environment.id, projectId: environment.projectId, organizationId: environment.organizationId }
        : null;
    },
  };
}
