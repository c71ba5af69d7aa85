import type { z } from 'zod';
import {
  choice,
  defaultsOf,
  integer,
  optionalInteger,
  settingsRequestSchema,
  settingsSchema,
  type SettingTable,
} from './definitions';
import {
  autoscaling,
  build,
  customDomainCheck,
  gatewayApi,
  ingress,
  lifecycleHooks,
  nodeAffinity,
  placement,
  requestBuffering,
  security,
  terminationGrace,
  updateStrategy,
} from './serviceGroups';

// One table per kind of service, with the keys of the public API's models of that kind.

export const applicationSettingTable = {
  ...customDomainCheck,
  ...terminationGrace,
  ...nodeAffinity,
  ...placement,
  ...lifecycleHooks,
  ...updateStrategy,
  ...build,
  ...ingress,
  ...gatewayApi,
  ...autoscaling,
  ...security,
} satisfies SettingTable;

export const containerSettingTable = {
  ...customDomainCheck,
  ...terminationGrace,
  ...nodeAffinity,
  ...placement,
  ...updateStrategy,
  ...ingress,
  ...requestBuffering,
  ...gatewayApi,
  ...autoscaling,
  ...security,
} satisfies SettingTable;

export const jobSettingTable = {
  ...build,
  ...terminationGrace,
  ...nodeAffinity,
  'job.delete_ttl_seconds_after_finished': optionalInteger(
    'Seconds a finished run is kept before it is deleted',
  ),
  'cronjob.concurrency_policy': choice(
    ['Forbid', 'Allow', 'Replace'],
    'Forbid',
    'What a scheduled run does while the previous one still runs',
  ),
  'cronjob.failed_jobs_history_limit': integer(1, 'Failed runs kept', { max: 100 }),
  'cronjob.success_jobs_history_limit': integer(1, 'Successful runs kept', { max: 100 }),
  ...security,
} satisfies SettingTable;

export const helmSettingTable = {
  ...customDomainCheck,
  ...ingress,
  ...requestBuffering,
  ...gatewayApi,
} satisfies SettingTable;

export const applicationAdvancedSettings = settingsSchema(applicationSettingTable);
export const applicationAdvancedSettingsRequest = settingsRequestSchema(applicationSettingTable);
export const containerAdvancedSettings = settingsSchema(containerSettingTable);
export const containerAdvancedSettingsRequest = settingsRequestSchema(containerSettingTable);
export const jobAdvancedSettings = settingsSchema(jobSettingTable);
export const jobAdvancedSettingsRequest = settingsRequestSchema(jobSettingTable);
export const helmAdvancedSettings = settingsSchema(helmSettingTable);
export const helmAdvancedSettingsRequest = settingsRequestSchema(helmSettingTable);

export type ApplicationAdvancedSettings = z.infer<typeof applicationAdvancedSettings>;
export type ContainerAdvancedSettings = z.infer<typeof containerAdvancedSettings>;
export type JobAdvancedSettings = z.infer<typeof jobAdvancedSettings>;
export type HelmAdvancedSettings = z.infer<typeof helmAdvancedSettings>;

export const defaultApplicationAdvancedSettings = defaultsOf(applicationSettingTable);
export const defaultContainerAdvancedSettings = defaultsOf(containerSettingTable);
export const defaultJobAdvancedSettings = defaultsOf(jobSettingTable);
export const defaultHelmAdvancedSettings = defaultsOf(helmSettingTable);
