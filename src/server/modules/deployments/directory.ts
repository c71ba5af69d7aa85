import type { Database } from '../../db/database';
import {
  configVersionOf,
  type ServiceDirectory,
  type ServiceSnapshot,
  snapshotFromService,
} from '../../engine';
import { findEnvironment } from '../environments/queries';
import type { ServiceRecord } from '../services/definition';
import { findServiceById, listServices } from '../services/queries';
import { serviceResponses } from '../services/views';

/**
 * What counts as a service's configuration: what it is called and its stored settings. Record times, the
 * description, the icon and the names of what it refers to change nothing that runs.
 */
export function configVersionOfRecord(record: ServiceRecord): string {
  return configVersionOf({ name: record.name, config: record.config });
}

async function snapshotsOf(db: Database, records: ServiceRecord[]): Promise<ServiceSnapshot[]> {
  const responses = await serviceResponses(db, records);
  return records.map((record, index) => {
    const response = responses[index];
    if (!response) throw new Error(`No response for service ${record.id}`);
    return {
      ...snapshotFromService(response, record, configVersionOfRecord(record)),
      configuration: record.config,
    };
  });
}

/** How the deployment engine reads services and environments: from the services module's own tables. */
export function serviceDirectory(db: Database): ServiceDirectory {
  return {
    async getService(serviceId) {
      const record = await findServiceById(db, serviceId);
      if (!record) return null;
      const [snapshot] = await snapshotsOf(db, [record]);
      return snapshot ?? null;
    },

    async listEnvironmentServices(environmentId) {
      return snapshotsOf(db, await listServices(db, environmentId, null, null));
    },

    async getEnvironment(environmentId) {
      const environment = await findEnvironment(db, environmentId);
      return environment
        ? { id: environment.id, projectId: environment.projectId, organizationId: environment.organizationId }
        : null;
    },
  };
}
