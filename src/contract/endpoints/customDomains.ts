import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { customDomain, customDomainRequest } from '../customDomains';
import { endpoint } from '../endpoint';
import { serviceKinds } from '../services';

/** Domains people own, routed to a service with a public port; they appear among its links. */
function customDomainEndpointsFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  const { idParam, label } = serviceKinds[kind];
  const Name = kind.charAt(0).toUpperCase() + kind.slice(1);
  const tag = `${label}s`;
  const scopeParam = { param: idParam, kind } as const;
  const listParams = z.object({ [idParam]: id }) as z.ZodObject<
    Record<(typeof serviceKinds)[K]['idParam'], typeof id>
  >;
  const itemParams = listParams.extend({ customDomainId: id });
  const listPath = `/${kind}/{${idParam}}/customDomain`;
  const itemPath = `${listPath}/{customDomainId}`;
  return {
    list: endpoint({
      method: 'GET',
      path: listPath,
      operationId: `list${Name}CustomDomain`,
      summary: `List the custom domains of a ${label.toLowerCase()}`,
      tag,
      access: 'read',
      scopeParam,
      params: listParams,
      query: pageQuery,
      status: 200,
      response: listOf(customDomain),
    }),
    create: endpoint({
      method: 'POST',
      path: listPath,
      operationId: `create${Name}CustomDomain`,
      summary: `Add a custom domain to a ${label.toLowerCase()}`,
      tag,
      access: 'write',
      scopeParam,
      params: listParams,
      body: customDomainRequest,
      status: 201,
      response: customDomain,
    }),
    edit: endpoint({
      method: 'PUT',
      path: itemPath,
      operationId: `edit${Name}CustomDomain`,
      summary: `Edit a custom domain of a ${label.toLowerCase()}`,
      tag,
      access: 'write',
      scopeParam,
      params: itemParams,
      body: customDomainRequest,
      status: 200,
      response: customDomain,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${Name}CustomDomain`,
      summary: `Remove a custom domain from a ${label.toLowerCase()}`,
      tag,
      access: 'write',
      scopeParam,
      params: itemParams,
      status: 204,
    }),
  };
}

export const customDomainEndpoints = {
  application: customDomainEndpointsFor('application'),
  container: customDomainEndpointsFor('container'),
  helm: customDomainEndpointsFor('helm'),
};
