import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { customDomain, customDomainRequest } from '../customDomains';
import { endpointSchemas } from '../endpoint';
import { serviceKinds } from '../services';

/** The schemas of a service's custom domains (customDomains.ts). */
export function customDomainEndpointSchemasFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  const { idParam, label } = serviceKinds[kind];
  const tag = `${label}s`;
  const listParams = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  const itemParams = listParams.extend({ customDomainId: id });
  return {
    list: endpointSchemas({
      summary: `List the custom domains of a ${label.toLowerCase()}`,
      tag,
      params: listParams,
      query: pageQuery,
      response: listOf(customDomain),
    }),
    create: endpointSchemas({
      summary: `Add a custom domain to a ${label.toLowerCase()}`,
      tag,
      params: listParams,
      body: customDomainRequest,
      response: customDomain,
    }),
    edit: endpointSchemas({
      summary: `Edit a custom domain of a ${label.toLowerCase()}`,
      tag,
      params: itemParams,
      body: customDomainRequest,
      response: customDomain,
    }),
    delete: endpointSchemas({
      summary: `Remove a custom domain from a ${label.toLowerCase()}`,
      tag,
      params: itemParams,
    }),
  };
}

export const customDomainEndpointSchemas = {
  application: customDomainEndpointSchemasFor('application'),
  container: customDomainEndpointSchemasFor('container'),
  helm: customDomainEndpointSchemasFor('helm'),
};
