import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpoint } from '../endpoint';

/**
 * List, create, get, edit and delete of a resource that belongs to an organization,
 * at `/organization/{organizationId}/<segment>[/{<idParam>}]`.
 */
export function organizationCrud<
  I extends string,
  Req extends z.ZodType,
  Res extends z.ZodType,
  Edit extends z.ZodType = Req,
>(options: {
  segment: string;
  idParam: I;
  name: string;
  tag: string;
  operation: string;
  request: Req;
  /** The edit body when it differs from the create body. */
  editRequest?: Edit;
  response: Res;
  /** Why a delete may be refused with 409. */
  deleteConflict?: string;
}) {
  const { segment, idParam, name, tag, operation, request, response } = options;
  const editRequest = (options.editRequest ?? request) as Edit;
  const listParams = z.object({ organizationId: id });
  const itemParams = listParams.extend({ [idParam]: id }) as z.ZodObject<
    { organizationId: typeof id } & Record<I, typeof id>
  >;
  const scopeParam = { param: 'organizationId', kind: 'organization' } as const;
  const listPath = `/organization/{organizationId}/${segment}`;
  const itemPath = `${listPath}/{${idParam}}`;
  return {
    list: endpoint({
      method: 'GET',
      path: listPath,
      operationId: `list${operation}s`,
      summary: `List the ${name}s of an organization`,
      tag,
      access: 'read',
      scopeParam,
      params: listParams,
      query: pageQuery,
      status: 200,
      response: listOf(response),
    }),
    create: endpoint({
      method: 'POST',
      path: listPath,
      operationId: `create${operation}`,
      summary: `Create a ${name}`,
      tag,
      access: 'admin',
      scopeParam,
      params: listParams,
      body: request,
      status: 201,
      response,
    }),
    get: endpoint({
      method: 'GET',
      path: itemPath,
      operationId: `get${operation}`,
      summary: `Get a ${name}`,
      tag,
      access: 'read',
      scopeParam,
      params: itemParams,
      status: 200,
      response,
    }),
    edit: endpoint({
      method: 'PUT',
      path: itemPath,
      operationId: `edit${operation}`,
      summary: `Edit a ${name}`,
      tag,
      access: 'admin',
      scopeParam,
      params: itemParams,
      body: editRequest,
      status: 200,
      response,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: itemPath,
      operationId: `delete${operation}`,
      summary: `Delete a ${name}`,
      tag,
      access: 'admin',
      scopeParam,
      params: itemParams,
      status: 204,
      ...(options.deleteConflict ? { conflict: options.deleteConflict } : {}),
    }),
  };
}
