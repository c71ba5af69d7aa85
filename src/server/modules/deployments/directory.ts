import type { Database } from '../../db/database';
import {
  configVersionOf,
  type ServiceConfiguration,
  type ServiceDirectory,
  type ServiceSnapshot,
  snapshotFromService,
} from '../../engine';
import type { Runtime } from '../../runtime';
import { clusterSettingsOfEnvironments, findEnvironmentPlacement } from '../environments';
import type { SecretBox } from '../secrets';
import {
  findServiceById,
  keepConfigVersion,
  listServiceVersionRows,
  type ServiceRecord,
  serviceResponses,
  servicesOfEnvironment,
  type ServiceVersionRow,
} from '../services';
import {
  fingerprintOf,
  type ServiceVariables,
  variablesOfServices,
  variableVersionsOfServices,
} from '../variables';

type ChangedSettings = Record<string, unknown>;

/**
 * What counts as a service's configuration: what it is called, its stored settings, its advanced settings and its
 * cluster's changed from their defaults, and the variables reaching it (by id and last change). Record times, the
 * description, the icon and the names of what it refers to change nothing that runs. A service no variable reaches
 * counts as it did before variables existed.
 */
export function configVersionOfRecord(
  record: ServiceRecord,
  variables: readonly string[] = [],
  clusterAdvanced: ChangedSettings = {},
): string {
  // Advanced settings count once any is changed, so a service at its defaults (on a cluster at its defaults) keeps
  // the version it had before they existed.
  const advanced = record.advancedSettings ?? {};
  const configuration = {
    name: record.name,
    config: record.config,
    ...(Object.keys(advanced).length > 0 ? { advanced } : {}),
    ...(Object.keys(clusterAdvanced).length > 0 ? { clusterAdvanced } : {}),
  };
  return configVersionOf(variables.length > 0 ? { ...configuration, variables } : configuration);
}

/** The changed advanced settings of each service's cluster, by environment id. */
function clusterSettingsOf(db: Database, records: readonly Pick<ServiceRecord, 'environmentId'>[]) {
  return clusterSettingsOfEnvironments(
    db,
    records.map((record) => record.environmentId),
  );
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
  const [responses, variables, clusterSettings] = await Promise.all([
    serviceResponses(db, records),
    variablesOfServices(db, deps.runtime, deps.secrets, records),
    clusterSettingsOf(db, records),
  ]);
  return records.map((record, index) => {
    const response = responses[index];
    if (!response) throw new Error(`No response for service ${record.id}`);
    const received: ServiceVariables = variables.get(record.id) ?? {
      fingerprint: [],
      versions: [],
      variables: [],
    };
    return {
      ...snapshotFromService(
        response,
        record,
        configVersionOfRecord(record, received.fingerprint, clusterSettings.get(record.environmentId)),
      ),
      configuration: record.config,
      ...(record.advancedSettings && Object.keys(record.advancedSettings).length > 0
        ? { advancedSettings: record.advancedSettings }
        : {}),
      variables: received.variables,
      variableVersions: received.versions,
    };
  });
}

/**
 * The configurations of services as their statuses compare them: the version kept on each row, computed again (and
 * kept) only for rows a change cleared since, so reading statuses never resolves the variables of a whole scope.
 */
async function configurationsOf(db: Database, rows: ServiceVersionRow[]): Promise<ServiceConfiguration[]> {
  const stale = rows.filter((row) => row.configVersion === null || row.variableVersions === null);
  const [computed, clusterSettings] = await Promise.all([
    variableVersionsOfServices(db, stale),
    clusterSettingsOf(db, stale),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      let { configVersion, variableVersions } = row;
      if (configVersion === null || variableVersions === null) {
        variableVersions = computed.get(row.id) ?? [];
        configVersion = configVersionOfRecord(
          row,
          fingerprintOf(variableVersions),
          clusterSettings.get(row.environmentId),
        );
        await keepConfigVersion(db, row, configVersion, variableVersions);
      }
      return {
        id: row.id,
        type: row.type,
        environmentId: row.environmentId,
        name: row.name,
        configVersion,
        configuration: row.config,
        variableVersions,
      };
    }),
  );
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
      return snapshotsOf(db, deps, await servicesOfEnvironment(db, environmentId));
    },

    async getEnvironment(environmentId) {
      const placement = await findEnvironmentPlacement(db, environmentId);
      if (!placement) return null;
      const { environment, cluster } = placement;
      return {
        id: environment.id,
        projectId: environment.projectId,
        organizationId: environment.organizationId,
        cluster: { name: cluster.name, minNodes: cluster.minRunningNodes, maxNodes: cluster.maxRunningNodes },
      };
    },

    async listEnvironmentConfigurations(environmentId) {
      return configurationsOf(db, await listServiceVersionRows(db, { environmentId }));
    },

    async getServiceConfiguration(serviceId) {
      const [configuration] = await configurationsOf(db, await listServiceVersionRows(db, { serviceId }));
      return configuration ?? null;
    },
  };
}
