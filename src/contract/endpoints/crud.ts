import { routes, type EndpointSchemas, type RoutesOf } from '../endpoint';

type CrudName = 'list' | 'create' | 'get' | 'edit' | 'delete';
type CrudSchemas = Record<CrudName, EndpointSchemas>;

/**
 * List, create, get, edit and delete of a resource that belongs to an organization,
 * at `/organization/{organizationId}/<segment>[/{<idParam>}]`; `S` are their schemas (crud.schemas.ts).
 */
/* #__NO_SIDE_EFFECTS__ */
export function organizationCrudRoutes<S extends CrudSchemas>(options: {
  segment: string;
  idParam: string;
  operation: string;
}): RoutesOf<Pick<S, CrudName>> {
  const { segment, idParam, operation } = options;
  const scopeParam = { param: 'organizationId', kind: 'organization' } as const;
  const listPath = `/organization/{organizationId}/${segment}`;
  const itemPath = `${listPath}/{${idParam}}`;
  return routes<Pick<S, CrudName>>({
    list: {
      method: 'GET',
      path: listPath,
      operationId: `list${operation}s`,
      access: 'read',
      scopeParam,
      status: 200,
    },
    create: {
      method: 'POST',
      path: listPath,
      operationId: `create${operation}`,
      access: 'admin',
      scopeParam,
      status: 201,
    },
    get: {
      method: 'GET',
      path: itemPath,
      operationId: `get${operation}`,
      access: 'read',
      scopeParam,
      status: 200,
    },
    edit: {
      method: 'PUT',
      path: itemPath,
      operationId: `edit${operation}`,
      access: 'admin',
      scopeParam,
      status: 200,
    },
    delete: {
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${operation}`,
      access: 'admin',
      scopeParam,
      status: 204,
    },
  });
}
