import { routes } from '../endpoint';
import type { environmentEndpointSchemas } from './environments.schemas';

const projectScope = { param: 'projectId', kind: 'project' } as const;
const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

export const environmentEndpoints = routes<typeof environmentEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/project/{projectId}/environment',
    operationId: 'listEnvironment',
    access: 'read',
    scopeParam: projectScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/project/{projectId}/environment',
    operationId: 'createEnvironment',
    access: 'write',
    scopeParam: projectScope,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/environment/{environmentId}',
    operationId: 'getEnvironment',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/environment/{environmentId}',
    operationId: 'editEnvironment',
    access: 'write',
    scopeParam: environmentScope,
    // A new type needs the same rights as the old one.
    target: { kind: 'environment', modeField: 'mode', access: 'write' },
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/environment/{environmentId}',
    operationId: 'deleteEnvironment',
    access: 'write',
    scopeParam: environmentScope,
    status: 204,
  },
  clone: {
    method: 'POST',
    path: '/environment/{environmentId}/clone',
    operationId: 'cloneEnvironment',
    access: 'write',
    scopeParam: environmentScope,
    // What creating an environment in the copy's project (the body's, or the source's) needs; its cluster is
    // checked as a create's is, once the body or the source names it.
    target: {
      param: 'project_id',
      in: 'body',
      kind: 'project',
      orSource: true,
      modeField: 'mode',
      access: 'write',
    },
    status: 202,
  },
});
