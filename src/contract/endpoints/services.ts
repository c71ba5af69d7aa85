import { route, routes } from '../endpoint';
import type { ServiceKind } from '../services';
import type {
  environmentServiceEndpointSchemas,
  linksEndpointSchemasFor,
  serviceEndpointSchemasFor,
} from './services.schemas';
import { capitalized } from './families';

const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

/**
 * The same six operations for every kind of service, at `/<kind>/{<kind>Id}` (the kinds table names each id
 * parameter so).
 */
/* #__NO_SIDE_EFFECTS__ */
function serviceEndpointsFor<K extends ServiceKind>(kind: K) {
  const Name = capitalized(kind);
  const scopeParam = { param: `${kind}Id`, kind };
  const itemPath = `/${kind}/{${kind}Id}`;
  return routes<ReturnType<typeof serviceEndpointSchemasFor<K>>>({
    list: {
      method: 'GET',
      path: `/environment/{environmentId}/${kind}`,
      operationId: `list${Name}s`,
      access: 'read',
      scopeParam: environmentScope,
      status: 200,
    },
    create: {
      method: 'POST',
      path: `/environment/{environmentId}/${kind}`,
      operationId: `create${Name}`,
      access: 'write',
      scopeParam: environmentScope,
      status: 201,
    },
    get: {
      method: 'GET',
      path: itemPath,
      operationId: `get${Name}`,
      access: 'read',
      scopeParam,
      status: 200,
    },
    edit: {
      method: 'PUT',
      path: itemPath,
      operationId: `edit${Name}`,
      access: 'write',
      scopeParam,
      status: 200,
    },
    delete: {
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${Name}`,
      access: 'write',
      scopeParam,
      status: 204,
    },
    clone: {
      method: 'POST',
      path: `${itemPath}/clone`,
      operationId: `clone${Name}`,
      access: 'write',
      scopeParam,
      // The copy lands in the body's environment: what creating a service there needs.
      target: { param: 'environment_id', in: 'body', kind: 'environment', access: 'write' },
      status: 202,
    },
  });
}

export const applicationEndpoints = serviceEndpointsFor('application');
export const containerEndpoints = serviceEndpointsFor('container');
export const databaseEndpoints = serviceEndpointsFor('database');
export const jobEndpoints = serviceEndpointsFor('job');
export const helmEndpoints = serviceEndpointsFor('helm');
export const terraformEndpoints = serviceEndpointsFor('terraform');

export const serviceEndpointsByKind = {
  application: applicationEndpoints,
  container: containerEndpoints,
  database: databaseEndpoints,
  job: jobEndpoints,
  helm: helmEndpoints,
  terraform: terraformEndpoints,
};

export const environmentServiceEndpoints = routes<typeof environmentServiceEndpointSchemas>({
  listAll: {
    method: 'GET',
    path: '/environment/{environmentId}/services',
    operationId: 'listServicesByEnvironmentId',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
});

/** Public URLs: the platform domain of each public port, then custom domains. */
/* #__NO_SIDE_EFFECTS__ */
function linksEndpointFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  return route<ReturnType<typeof linksEndpointSchemasFor<K>>>({
    method: 'GET',
    path: `/${kind}/{${kind}Id}/link`,
    operationId: `list${capitalized(kind)}Links`,
    access: 'read',
    scopeParam: { param: `${kind}Id`, kind },
    status: 200,
  });
}

export const linkEndpoints = {
  application: linksEndpointFor('application'),
  container: linksEndpointFor('container'),
  helm: linksEndpointFor('helm'),
};
