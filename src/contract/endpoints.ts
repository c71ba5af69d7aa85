import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiToken, apiTokenCreated, apiTokenCreateRequest } from './apiTokens';
import { session, signInRequest, whoAmI } from './auth';
import { id, listOf, pageQuery } from './common';
import { organization, organizationEditRequest } from './organizations';
import { project, projectRequest } from './projects';

const organizationParams = z.object({ organizationId: id });
const projectParams = z.object({ projectId: id });

export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/auth/signin',
    operationId: 'signIn',
    summary: 'Sign in with email and password; answers a short-lived bearer token (JWT)',
    tag: 'Authentication',
    access: 'public',
    body: signInRequest,
    status: 200,
    response: session,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    operationId: 'refreshSession',
    summary: 'Exchange a valid bearer token for a fresh one before it expires',
    tag: 'Authentication',
    access: 'authenticated',
    status: 200,
    response: session,
  }),
  whoAmI: endpoint({
    method: 'GET',
    path: '/auth/me',
    operationId: 'getCurrentIdentity',
    summary: 'Who the credentials belong to and their scope in each organization',
    tag: 'Authentication',
    access: 'authenticated',
    status: 200,
    response: whoAmI,
  }),
};

export const organizationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/organization',
    operationId: 'listOrganization',
    summary: 'List the organizations the credentials can see',
    tag: 'Organization',
    access: 'authenticated',
    query: pageQuery,
    status: 200,
    response: listOf(organization),
  }),
  get: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}',
    operationId: 'getOrganization',
    summary: 'Get an organization',
    tag: 'Organization',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    status: 200,
    response: organization,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/organization/{organizationId}',
    operationId: 'editOrganization',
    summary: 'Edit an organization',
    tag: 'Organization',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    body: organizationEditRequest,
    status: 200,
    response: organization,
  }),
};

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/project',
    operationId: 'listProject',
    summary: 'List the projects of an organization',
    tag: 'Projects',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    query: pageQuery,
    status: 200,
    response: listOf(project),
  }),
  create: endpoint({
    method: 'POST',
    path: '/organization/{organizationId}/project',
    operationId: 'createProject',
    summary: 'Create a project',
    tag: 'Projects',
    access: 'write',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    body: projectRequest,
    status: 200,
    response: project,
  }),
  get: endpoint({
    method: 'GET',
    path: '/project/{projectId}',
    operationId: 'getProject',
    summary: 'Get a project',
    tag: 'Projects',
    access: 'read',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: projectParams,
    status: 200,
    response: project,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/project/{projectId}',
    operationId: 'editProject',
    summary: 'Edit a project',
    tag: 'Projects',
    access: 'write',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: projectParams,
    body: projectRequest,
    status: 200,
    response: project,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/project/{projectId}',
    operationId: 'deleteProject',
    summary: 'Delete a project and everything in it',
    tag: 'Projects',
    access: 'write',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: projectParams,
    status: 204,
  }),
};

export const apiTokenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/apiToken',
    operationId: 'listOrganizationApiTokens',
    summary: 'List the API tokens of an organization (never their values)',
    tag: 'Organization Api Token',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    query: pageQuery,
    status: 200,
    response: listOf(apiToken),
  }),
  create: endpoint({
    method: 'POST',
    path: '/organization/{organizationId}/apiToken',
    operationId: 'createOrganizationApiToken',
    summary: 'Create an API token; its value is in this response only',
    tag: 'Organization Api Token',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    body: apiTokenCreateRequest,
    status: 201,
    response: apiTokenCreated,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/organization/{organizationId}/apiToken/{apiTokenId}',
    operationId: 'deleteOrganizationApiToken',
    summary: 'Revoke an API token',
    tag: 'Organization Api Token',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams.extend({ apiTokenId: id }),
    status: 204,
  }),
};

/** Every endpoint, for route registration and the OpenAPI document. */
export const allEndpoints = [
  ...Object.values(authEndpoints),
  ...Object.values(organizationEndpoints),
  ...Object.values(projectEndpoints),
  ...Object.values(apiTokenEndpoints),
];
