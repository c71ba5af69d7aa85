import { routes } from '../endpoint';
import type { customDomainEndpointSchemasFor } from './customDomains.schemas';
import { capitalized } from './families';

/** Domains people own, routed to a service with a public port; they appear among its links. */
/* #__NO_SIDE_EFFECTS__ */
function customDomainEndpointsFor<K extends 'application' | 'container' | 'helm'>(kind: K) {
  const Name = capitalized(kind);
  const scopeParam = { param: `${kind}Id`, kind };
  const listPath = `/${kind}/{${kind}Id}/customDomain`;
  const itemPath = `${listPath}/{customDomainId}`;
  return routes<ReturnType<typeof customDomainEndpointSchemasFor<K>>>({
    list: {
      method: 'GET',
      path: listPath,
      operationId: `list${Name}CustomDomain`,
      access: 'read',
      scopeParam,
      status: 200,
    },
    create: {
      method: 'POST',
      path: listPath,
      operationId: `create${Name}CustomDomain`,
      access: 'write',
      scopeParam,
      status: 201,
    },
    edit: {
      method: 'PUT',
      path: itemPath,
      operationId: `edit${Name}CustomDomain`,
      access: 'write',
      scopeParam,
      status: 200,
    },
    delete: {
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${Name}CustomDomain`,
      access: 'write',
      scopeParam,
      status: 204,
    },
  });
}

export const customDomainEndpoints = {
  application: customDomainEndpointsFor('application'),
  container: customDomainEndpointsFor('container'),
  helm: customDomainEndpointsFor('helm'),
};
