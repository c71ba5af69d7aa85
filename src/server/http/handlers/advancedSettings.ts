import type { advancedSettingsEndpoints } from '../../../contract';
import {
  defaultApplicationAdvancedSettings,
  defaultClusterAdvancedSettings,
  defaultContainerAdvancedSettings,
  defaultHelmAdvancedSettings,
  defaultJobAdvancedSettings,
} from '../../../contract';
import type { AdvancedSettingsService } from '../../modules/advancedSettings';
import type { HandlersFor } from './bind';

// The stored settings are written through the contract's request schemas and answered with all their keys, so they
// have the response's shape; the route checks each answer against it.
const as = <T extends Record<string, unknown>>(settings: Promise<Record<string, unknown>>) =>
  settings as Promise<T>;

export function advancedSettingsHandlers(
  settings: AdvancedSettingsService,
): HandlersFor<typeof advancedSettingsEndpoints> {
  return {
    applicationGet: ({ params }) =>
      as<typeof defaultApplicationAdvancedSettings>(settings.getService('application', params.applicationId)),
    applicationEdit: ({ params, body }) =>
      as<typeof defaultApplicationAdvancedSettings>(
        settings.editService('application', params.applicationId, body),
      ),
    applicationDefaults: async () => defaultApplicationAdvancedSettings,
    containerGet: ({ params }) =>
      as<typeof defaultContainerAdvancedSettings>(settings.getService('container', params.containerId)),
    containerEdit: ({ params, body }) =>
      as<typeof defaultContainerAdvancedSettings>(
        settings.editService('container', params.containerId, body),
      ),
    containerDefaults: async () => defaultContainerAdvancedSettings,
    jobGet: ({ params }) => as<typeof defaultJobAdvancedSettings>(settings.getService('job', params.jobId)),
    jobEdit: ({ params, body }) =>
      as<typeof defaultJobAdvancedSettings>(settings.editService('job', params.jobId, body)),
    jobDefaults: async () => defaultJobAdvancedSettings,
    helmGet: ({ params }) =>
      as<typeof defaultHelmAdvancedSettings>(settings.getService('helm', params.helmId)),
    helmEdit: ({ params, body }) =>
      as<typeof defaultHelmAdvancedSettings>(settings.editService('helm', params.helmId, body)),
    helmDefaults: async () => defaultHelmAdvancedSettings,
    clusterGet: ({ params }) =>
      as<typeof defaultClusterAdvancedSettings>(settings.getCluster(params.organizationId, params.clusterId)),
    clusterEdit: ({ params, body }) =>
      as<typeof defaultClusterAdvancedSettings>(
        settings.editCluster(params.organizationId, params.clusterId, body),
      ),
    clusterDefaults: async () => defaultClusterAdvancedSettings,
  };
}
