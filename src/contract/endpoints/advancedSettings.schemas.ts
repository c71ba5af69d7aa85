import { z } from 'zod';
import {
  applicationAdvancedSettings,
  applicationAdvancedSettingsRequest,
  containerAdvancedSettings,
  containerAdvancedSettingsRequest,
  helmAdvancedSettings,
  helmAdvancedSettingsRequest,
  jobAdvancedSettings,
  jobAdvancedSettingsRequest,
} from '../advancedSettings/services';
import { clusterAdvancedSettings, clusterAdvancedSettingsRequest } from '../advancedSettings/cluster';
import type { AdvancedSettingsServiceKind } from '../advancedSettings/tables';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';

const tag = 'Advanced settings';
const editDescription =
  'Keys left out keep their value; a key set to its default is no longer counted as changed. A redeploy applies the change. An unknown key or a value of the wrong type is refused, naming the key.';

/* #__NO_SIDE_EFFECTS__ */
function schemasFor<K extends AdvancedSettingsServiceKind, S extends z.ZodType, R extends z.ZodType>(
  kind: K,
  settings: S,
  request: R,
) {
  const params = z.object({ [`${kind}Id`]: id }) as z.ZodObject<Record<`${K}Id`, typeof id>>;
  return {
    get: endpointSchemas({ summary: `The advanced settings of a ${kind}`, tag, params, response: settings }),
    edit: endpointSchemas({
      summary: `Edit the advanced settings of a ${kind}`,
      description: editDescription,
      tag,
      params,
      body: request,
      response: settings,
    }),
    defaults: endpointSchemas({
      summary: `The default advanced settings of a ${kind}`,
      tag,
      response: settings,
    }),
  };
}

const application = schemasFor(
  'application',
  applicationAdvancedSettings,
  applicationAdvancedSettingsRequest,
);
const container = schemasFor('container', containerAdvancedSettings, containerAdvancedSettingsRequest);
const job = schemasFor('job', jobAdvancedSettings, jobAdvancedSettingsRequest);
const helm = schemasFor('helm', helmAdvancedSettings, helmAdvancedSettingsRequest);
const clusterParams = z.object({ organizationId: id, clusterId: id });

export const advancedSettingsEndpointSchemas = {
  applicationGet: application.get,
  applicationEdit: application.edit,
  applicationDefaults: application.defaults,
  containerGet: container.get,
  containerEdit: container.edit,
  containerDefaults: container.defaults,
  jobGet: job.get,
  jobEdit: job.edit,
  jobDefaults: job.defaults,
  helmGet: helm.get,
  helmEdit: helm.edit,
  helmDefaults: helm.defaults,
  clusterGet: endpointSchemas({
    summary: 'The advanced settings of a cluster',
    tag,
    params: clusterParams,
    response: clusterAdvancedSettings,
  }),
  clusterEdit: endpointSchemas({
    summary: 'Edit the advanced settings of a cluster',
    description: editDescription,
    tag,
    params: clusterParams,
    body: clusterAdvancedSettingsRequest,
    response: clusterAdvancedSettings,
  }),
  clusterDefaults: endpointSchemas({
    summary: 'The default advanced settings of a cluster',
    tag,
    response: clusterAdvancedSettings,
  }),
};
