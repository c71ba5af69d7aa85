import type { OpenAPIV3 } from 'openapi-types';

/*
 * What the OpenAPI document says of conditional requests (http/etags.ts): on each editable resource (a path with a
 * GET and a PUT or DELETE), the ETag its GET and PUT answer, If-None-Match on the GET, If-Match on the PUT and
 * DELETE, and the 304 and 412 they may answer. Written into the document once it is built, as the route schemas
 * validate what they declare and these headers are not validated but compared.
 */

const etagHeader: OpenAPIV3.HeaderObject = {
  description:
    'The version of the record (a strong entity tag); send it back in If-Match to change that version only',
  schema: { type: 'string' },
};

const ifMatch: OpenAPIV3.ParameterObject = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'Carry out the change only if the record is still at one of these versions (ETags of its GET, compared ' +
    'strongly), or exists (`*`); otherwise 412. Without it, the change is made whatever the version.',
  schema: { type: 'string' },
};

const ifNoneMatch: OpenAPIV3.ParameterObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'Answer 304 without a body if the record is still at one of these versions',
  schema: { type: 'string' },
};

const errorBodyRef = (operation: OpenAPIV3.OperationObject) => {
  const unauthorized = operation.responses['401'] as OpenAPIV3.ResponseObject | undefined;
  return unauthorized?.content;
};

function withEtag(response: OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject | undefined) {
  if (!response || '$ref' in response) return response;
  return { ...response, headers: { ...response.headers, ETag: etagHeader } };
}

function describeRead(operation: OpenAPIV3.OperationObject): OpenAPIV3.OperationObject {
  return {
    ...operation,
    parameters: [...(operation.parameters ?? []), ifNoneMatch],
    responses: {
      ...operation.responses,
      200: withEtag(operation.responses['200']) ?? { description: 'OK' },
      304: { description: 'Not modified: the record is still at the version If-None-Match names' },
    },
  };
}

function describeWrite(operation: OpenAPIV3.OperationObject, method: 'put' | 'delete') {
  const responses = { ...operation.responses };
  if (method === 'put') responses['200'] = withEtag(responses['200']) ?? { description: 'OK' };
  responses['412'] = {
    description:
      'The record changed since it was read: If-Match names a version that is no longer the latest',
    content: errorBodyRef(operation),
  };
  return { ...operation, parameters: [...(operation.parameters ?? []), ifMatch], responses };
}

/** The document with conditional requests described on every editable resource. */
export function describeConditionalRequests(document: OpenAPIV3.Document): OpenAPIV3.Document {
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (!item?.get || !(item.put || item.delete)) {
      paths[path] = item;
      continue;
    }
    paths[path] = {
      ...item,
      get: describeRead(item.get),
      ...(item.put ? { put: describeWrite(item.put, 'put') } : {}),
      ...(item.delete ? { delete: describeWrite(item.delete, 'delete') } : {}),
    };
  }
  return { ...document, paths };
}
