import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpoint } from '../endpoint';
import { link } from '../links';
import type { ServiceKind } from '../services';
import { anyService, cloneServiceRequest, serviceKinds } from '../services';

const environmentParams = z.object({ environmentId: id });

/** The same six operations for every kind of service, from the kinds table. */
function serviceEndpointsFor<K extends ServiceKind>(kind: K) {
  const { label, idParam, createRequest, editRequest, response } = serviceKinds[kind];
  const tag = `${label}s`;
  const Name = kind.charAt(0).toUpperCase() + kind.slice(1);
  const itemParams = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  const scopeParam = { param: idParam, kind } as const;
  const itemPath = `/${kind}/{${idParam}}`;
  return {
    list: endpoint({
      method: 'GET',
      path: `/environment/{environmentId}/${kind}`,
      operationId: `list${Name}s`,
      summary: `List the ${label.toLowerCase()}s of an environment`,
      tag,
      access: 'read',
      scopeParam: { param: 'environmentId', kind: 'environment' },
      params: environmentParams,
      query: pageQuery,
      status: 200,
      response: listOf(response as (typeof serviceKinds)[K]['response']),
    }),
    create: endpoint({
      method: 'POST',
      path: `/environment/{environmentId}/${kind}`,
      operationId: `create${Name}`,
      summary: `Create a ${label.toLowerCase()}`,
      tag,
      access: 'write',
      scopeParam: { param: 'environmentId', kind: 'environment' },
      params: environmentParams,
      body: createRequest as (typeof serviceKinds)[K]['createRequest'],
      status: 201,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    get: endpoint({
      method: 'GET',
      path: itemPath,
      operationId: `get${Name}`,
      summary: `Get a ${label.toLowerCase()}`,
      tag,
      access: 'read',
      scopeParam,
      params: itemParams,
      status: 200,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    edit: endpoint({
      method: 'PUT',
      path: itemPath,
      operationId: `edit${Name}`,
      summary: `Edit a ${label.toLowerCase()} (the full set of editable fields)`,
      tag,
      access: 'write',
      scopeParam,
      params: itemParams,
      body: editRequest as (typeof serviceKinds)[K]['editRequest'],
      status: 200,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    delete: endpoint({
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${Name}`,
      summary: `Delete a ${label.toLowerCase()}: at once if it never ran, else through a DELETE deployment that removes it when done`,
      tag,
      access: 'write',
      scopeParam,
      params: itemParams,
      status: 204,
    }),
    clone: endpoint({
      method: 'POST',
      path: `${itemPath}/clone`,
      operationId: `clone${Name}`,
      summary: `Clone a ${label.toLowerCase()} into an environment under a new name`,
      tag,
      access: 'write',
      scopeParam,
      params: itemParams,
      body: cloneServiceRequest,
      status: 202,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
  };
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

export const environmentServiceEndpoints = {
  listAll: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/services',
    operationId: 'listServicesByEnvironmentId',
    summary: 'List every service of an environment, whatever its type',
    tag: 'Environments',
    access: 'read',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    params: environmentParams,
    query: pageQuery,
    status: 200,
    response: listOf(anyService),
  }),
};

/** Public URLs: the platform domain of each public port, then custom domains. */
function linksEndpointFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  const { idParam, label } = serviceKinds[kind];
  const Name = kind.charAt(0).toUpperCase() + kind.slice(1);
  return endpoint({
    method: 'GET',
    path: `/${kind}/{${idParam}}/link`,
    operationId: `list${Name}Links`,
    summary: `List the URLs of a ${label.toLowerCase()}`,
    tag: `${label}s`,
    access: 'read',
    scopeParam: { param: idParam, kind },
    params: z.object({ [idParam]: id }) as z.ZodObject<
      Record<(typeof serviceKinds)[K]['idParam'], typeof id>
    >,
    status: 200,
    response: listOf(link),
  });
}

export const linkEndpoints = {
  application: linksEndpointFor('application'),
  container: linksEndpointFor('container'),
  helm: linksEndpointFor('helm'),
};
