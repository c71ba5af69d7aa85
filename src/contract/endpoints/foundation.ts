import { routes } from '../endpoint';
import type {
  apiTokenEndpointSchemas,
  authEndpointSchemas,
  organizationEndpointSchemas,
  projectEndpointSchemas,
} from './foundation.schemas';

const organizationScope = { param: 'organizationId', kind: 'organization' } as const;
const projectScope = { param: 'projectId', kind: 'project' } as const;

export const authEndpoints = routes<typeof authEndpointSchemas>({
  signIn: { method: 'POST', path: '/auth/signin', operationId: 'signIn', access: 'public', status: 200 },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    operationId: 'refreshSession',
    access: 'authenticated',
    status: 200,
  },
  whoAmI: {
    method: 'GET',
    path: '/auth/me',
    operationId: 'getCurrentIdentity',
    access: 'authenticated',
    status: 200,
  },
});

export const organizationEndpoints = routes<typeof organizationEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization',
    operationId: 'listOrganization',
    access: 'authenticated',
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/organization/{organizationId}',
    operationId: 'getOrganization',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/organization/{organizationId}',
    operationId: 'editOrganization',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
});

export const projectEndpoints = routes<typeof projectEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/project',
    operationId: 'listProject',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/organization/{organizationId}/project',
    operationId: 'createProject',
    access: 'write',
    scopeParam: organizationScope,
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/project/{projectId}',
    operationId: 'getProject',
    access: 'read',
    scopeParam: projectScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/project/{projectId}',
    operationId: 'editProject',
    access: 'write',
    scopeParam: projectScope,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/project/{projectId}',
    operationId: 'deleteProject',
    access: 'write',
    scopeParam: projectScope,
    status: 204,
  },
});

export const apiTokenEndpoints = routes<typeof apiTokenEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/apiToken',
    operationId: 'listOrganizationApiTokens',
    access: 'admin',
    scopeParam: organizationScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/organization/{organizationId}/apiToken',
    operationId: 'createOrganizationApiToken',
    access: 'admin',
    scopeParam: organizationScope,
    status: 201,
  },
  delete: {
    method: 'DELETE',
    path: '/organization/{organizationId}/apiToken/{apiTokenId}',
    operationId: 'deleteOrganizationApiToken',
    access: 'admin',
    scopeParam: organizationScope,
    status: 204,
  },
});
