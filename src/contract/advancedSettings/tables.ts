import type { SettingTable } from './definitions';
import { clusterSettingTable } from './cluster';
import {
  applicationSettingTable,
  containerSettingTable,
  helmSettingTable,
  jobSettingTable,
} from './services';

/** The kinds of service that have advanced settings. */
export const advancedSettingsServiceKinds = ['application', 'container', 'job', 'helm'] as const;
export type AdvancedSettingsServiceKind = (typeof advancedSettingsServiceKinds)[number];

/** Every kind of record with advanced settings. */
export type AdvancedSettingsKind = AdvancedSettingsServiceKind | 'cluster';

/** Each kind's table, for what reads any kind alike (storage, the console's table). */
export const advancedSettingTables: Record<AdvancedSettingsKind, SettingTable> = {
  application: applicationSettingTable,
  container: containerSettingTable,
  job: jobSettingTable,
  helm: helmSettingTable,
  cluster: clusterSettingTable,
};
