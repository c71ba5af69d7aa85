import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';

/** The schemas of list, create, get, edit and delete of a resource that belongs to an organization (crud.ts). */
export function organizationCrudSchemas<
  I extends string,
  Req extends z.ZodType,
  Res extends z.ZodType,
  Edit extends z.ZodType = Req,
>(options: {
  idParam: I;
  name: string;
  tag: string;
  request: Req;
  /** The edit body when it differs from the create body. */
  editRequest?: Edit;
  response: Res;
  /** Why a delete may be refused with 409. */
  deleteConflict?: string;
}) {
  const { idParam, name, tag, request, response } = options;
  const editRequest = (options.editRequest ?? request) as Edit;
  const listParams = z.object({ organizationId: id });
  const itemParams = listParams.extend({ [idParam]: id }) as z.ZodObject<
    { organizationId: typeof id } & Record<I, typeof id>
  >;
  return {
    list: endpointSchemas({
      summary: `List the ${name}s of an organization`,
      tag,
      params: listParams,
      query: pageQuery,
      response: listOf(response),
    }),
    create: endpointSchemas({
      summary: `Create a ${name}`,
      tag,
      params: listParams,
      body: request,
      response,
    }),
    get: endpointSchemas({ summary: `Get a ${name}`, tag, params: itemParams, response }),
    edit: endpointSchemas({
      summary: `Edit a ${name}`,
      tag,
      params: itemParams,
      body: editRequest,
      response,
    }),
    delete: endpointSchemas({
      summary: `Delete a ${name}`,
      tag,
      params: itemParams,
      ...(options.deleteConflict ? { conflict: options.deleteConflict } : {}),
    }),
  };
}
