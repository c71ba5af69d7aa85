import { advancedSettingTables, type AdvancedSettingsServiceKind, type ServiceType } from '../../../contract';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import { configurationChanged } from '../shared/configurationChanges';
import { withDeps } from '../shared/withDeps';
import {
  readClusterSettings,
  readServiceSettings,
  writeClusterSettings,
  writeServiceSettings,
} from './queries';
import { settingsWithDefaults, storedAfterEdit } from './stored';

export interface AdvancedSettingsDeps {
  db: Database;
  runtime: Runtime;
}

type Settings = Record<string, unknown>;

const serviceTypes: Record<AdvancedSettingsServiceKind, { type: ServiceType; label: string }> = {
  application: { type: 'APPLICATION', label: 'Application' },
  container: { type: 'CONTAINER', label: 'Container' },
  job: { type: 'JOB', label: 'Job' },
  helm: { type: 'HELM', label: 'Helm' },
};

async function getServiceSettings(
  { db }: AdvancedSettingsDeps,
  kind: AdvancedSettingsServiceKind,
  id: string,
): Promise<Settings> {
  const { type, label } = serviceTypes[kind];
  const stored = await readServiceSettings(db, id, type);
  if (!stored) throw new NotFoundError(`${label} ${id} not found`);
  return settingsWithDefaults(advancedSettingTables[kind], stored);
}

/** Changes the keys sent; the service's configuration changes with them, so a redeploy applies them. */
async function editServiceSettings(
  { db, runtime }: AdvancedSettingsDeps,
  kind: AdvancedSettingsServiceKind,
  id: string,
  request: Settings,
): Promise<Settings> {
  const { type, label } = serviceTypes[kind];
  const table = advancedSettingTables[kind];
  return db.transaction(async (tx) => {
    const stored = await readServiceSettings(tx, id, type);
    if (!stored) throw new NotFoundError(`${label} ${id} not found`);
    const next = storedAfterEdit(table, stored, request);
    await writeServiceSettings(tx, id, next, runtime.clock.now());
    await configurationChanged(tx, { serviceId: id });
    return settingsWithDefaults(table, next);
  });
}

async function getClusterSettings(
  { db }: AdvancedSettingsDeps,
  organizationId: string,
  id: string,
): Promise<Settings> {
  const stored = await readClusterSettings(db, organizationId, id);
  if (!stored) throw new NotFoundError(`Cluster ${id} not found`);
  return settingsWithDefaults(advancedSettingTables.cluster, stored);
}

/** Changes the keys sent; what the cluster's services run with changes too, so their redeploy applies them. */
async function editClusterSettings(
  { db, runtime }: AdvancedSettingsDeps,
  organizationId: string,
  id: string,
  request: Settings,
): Promise<Settings> {
  const table = advancedSettingTables.cluster;
  return db.transaction(async (tx) => {
    const stored = await readClusterSettings(tx, organizationId, id);
    if (!stored) throw new NotFoundError(`Cluster ${id} not found`);
    const next = storedAfterEdit(table, stored, request);
    await writeClusterSettings(tx, id, next, runtime.clock.now());
    await configurationChanged(tx, { clusterId: id });
    return settingsWithDefaults(table, next);
  });
}

export function createAdvancedSettingsService(deps: AdvancedSettingsDeps) {
  return {
    getService: withDeps(deps, getServiceSettings),
    editService: withDeps(deps, editServiceSettings),
    getCluster: withDeps(deps, getClusterSettings),
    editCluster: withDeps(deps, editClusterSettings),
  };
}

export type AdvancedSettingsService = ReturnType<typeof createAdvancedSettingsService>;
