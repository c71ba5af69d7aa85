import { routes, type RouteFields } from '../endpoint';
import type { AdvancedSettingsServiceKind } from '../advancedSettings/tables';
import { capitalized } from './families';
import type { advancedSettingsEndpointSchemas } from './advancedSettings.schemas';

// The public API's operation ids: the application's alone carry no kind.
const operationIds: Record<AdvancedSettingsServiceKind, { get: string; edit: string }> = {
  application: { get: 'getAdvancedSettings', edit: 'editAdvancedSettings' },
  container: { get: 'getContainerAdvancedSettings', edit: 'editContainerAdvancedSettings' },
  job: { get: 'getJobAdvancedSettings', edit: 'editJobAdvancedSettings' },
  helm: { get: 'getHelmAdvancedSettings', edit: 'editHelmAdvancedSettings' },
};

const pathOf = (kind: AdvancedSettingsServiceKind) => `/${kind}/{${kind}Id}/advancedSettings`;
const scopeOf = (kind: AdvancedSettingsServiceKind) => ({ param: `${kind}Id`, kind });

const getRoute = (kind: AdvancedSettingsServiceKind): RouteFields => ({
  method: 'GET',
  path: pathOf(kind),
  operationId: operationIds[kind].get,
  access: 'read',
  scopeParam: scopeOf(kind),
  status: 200,
});

const editRoute = (kind: AdvancedSettingsServiceKind): RouteFields => ({
  method: 'PUT',
  path: pathOf(kind),
  operationId: operationIds[kind].edit,
  access: 'write',
  scopeParam: scopeOf(kind),
  status: 201,
});

const defaultsRoute = (kind: AdvancedSettingsServiceKind | 'cluster'): RouteFields => ({
  method: 'GET',
  path: `/default${capitalized(kind)}AdvancedSettings`,
  operationId: `getDefault${capitalized(kind)}AdvancedSettings`,
  access: 'authenticated',
  status: 200,
});

const clusterPath = '/organization/{organizationId}/cluster/{clusterId}/advancedSettings';

export const advancedSettingsEndpoints = routes<typeof advancedSettingsEndpointSchemas>({
  applicationGet: getRoute('application'),
  applicationEdit: editRoute('application'),
  applicationDefaults: defaultsRoute('application'),
  containerGet: getRoute('container'),
  containerEdit: editRoute('container'),
  containerDefaults: defaultsRoute('container'),
  jobGet: getRoute('job'),
  jobEdit: editRoute('job'),
  jobDefaults: defaultsRoute('job'),
  helmGet: getRoute('helm'),
  helmEdit: editRoute('helm'),
  helmDefaults: defaultsRoute('helm'),
  clusterGet: {
    method: 'GET',
    path: clusterPath,
    operationId: 'getClusterAdvancedSettings',
    access: 'read',
    scopeParam: { param: 'clusterId', kind: 'cluster' },
    status: 200,
  },
  // Like the cluster's other writes, an edit is the organization's (a built-in role's) to make.
  clusterEdit: {
    method: 'PUT',
    path: clusterPath,
    operationId: 'editClusterAdvancedSettings',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 201,
  },
  clusterDefaults: defaultsRoute('cluster'),
});
