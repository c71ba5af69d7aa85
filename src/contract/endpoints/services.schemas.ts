import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';
import { link } from '../links';
import type { ServiceKind } from '../services';
import { anyService, cloneServiceRequest, serviceKinds } from '../services';

const environmentParams = z.object({ environmentId: id });

/** The schemas of the six operations every kind of service has (services.ts), from the kinds table. */
export function serviceEndpointSchemasFor<K extends ServiceKind>(kind: K) {
  const { label, idParam, createRequest, editRequest, response } = serviceKinds[kind];
  const tag = `${label}s`;
  const itemParams = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  return {
    list: endpointSchemas({
      summary: `List the ${label.toLowerCase()}s of an environment`,
      tag,
      params: environmentParams,
      query: pageQuery,
      response: listOf(response as (typeof serviceKinds)[K]['response']),
    }),
    create: endpointSchemas({
      summary: `Create a ${label.toLowerCase()}`,
      tag,
      params: environmentParams,
      body: createRequest as (typeof serviceKinds)[K]['createRequest'],
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    get: endpointSchemas({
      summary: `Get a ${label.toLowerCase()}`,
      tag,
      params: itemParams,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    edit: endpointSchemas({
      summary: `Edit a ${label.toLowerCase()} (the full set of editable fields)`,
      tag,
      params: itemParams,
      body: editRequest as (typeof serviceKinds)[K]['editRequest'],
      response: response as (typeof serviceKinds)[K]['response'],
    }),
    delete: endpointSchemas({
      summary: `Delete a ${label.toLowerCase()}: at once if it never ran, else through a DELETE deployment that removes it when done`,
      tag,
      params: itemParams,
    }),
    clone: endpointSchemas({
      summary: `Clone a ${label.toLowerCase()} into an environment under a new name`,
      tag,
      params: itemParams,
      body: cloneServiceRequest,
      response: response as (typeof serviceKinds)[K]['response'],
    }),
  };
}

export const serviceEndpointSchemasByKind = {
  application: serviceEndpointSchemasFor('application'),
  container: serviceEndpointSchemasFor('container'),
  database: serviceEndpointSchemasFor('database'),
  job: serviceEndpointSchemasFor('job'),
  helm: serviceEndpointSchemasFor('helm'),
  terraform: serviceEndpointSchemasFor('terraform'),
};

export const environmentServiceEndpointSchemas = {
  listAll: endpointSchemas({
    summary: 'List every service of an environment, whatever its type',
    tag: 'Environments',
    params: environmentParams,
    query: pageQuery,
    response: listOf(anyService),
  }),
};

/** The schemas of a service's public URLs (services.ts). */
export function linksEndpointSchemasFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  const { idParam, label } = serviceKinds[kind];
  return endpointSchemas({
    summary: `List the URLs of a ${label.toLowerCase()}`,
    tag: `${label}s`,
    params: z.object({ [idParam]: id }) as z.ZodObject<
      Record<(typeof serviceKinds)[K]['idParam'], typeof id>
    >,
    response: listOf(link),
  });
}

export const linkEndpointSchemas = {
  application: linksEndpointSchemasFor('application'),
  container: linksEndpointSchemasFor('container'),
  helm: linksEndpointSchemasFor('helm'),
};
