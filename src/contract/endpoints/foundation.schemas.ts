import { z } from 'zod';
import { apiToken, apiTokenCreated, apiTokenCreateRequest } from '../apiTokens';
import { session, signInRequest, whoAmI } from '../auth';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';
import { organization, organizationEditRequest } from '../organizations';
import { project, projectRequest } from '../projects';

const organizationParams = z.object({ organizationId: id });
const projectParams = z.object({ projectId: id });

export const authEndpointSchemas = {
  signIn: endpointSchemas({
    summary: 'Sign in with email and password; answers a short-lived bearer token (JWT)',
    tag: 'Authentication',
    body: signInRequest,
    response: session,
  }),
  refresh: endpointSchemas({
    summary: 'Exchange a valid bearer token for a fresh one before it expires',
    tag: 'Authentication',
    response: session,
  }),
  whoAmI: endpointSchemas({
    summary: 'Who the credentials belong to and their scope in each organization',
    tag: 'Authentication',
    response: whoAmI,
  }),
};

export const organizationEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the organizations the credentials can see',
    tag: 'Organization',
    query: pageQuery,
    response: listOf(organization),
  }),
  get: endpointSchemas({
    summary: 'Get an organization',
    tag: 'Organization',
    params: organizationParams,
    response: organization,
  }),
  edit: endpointSchemas({
    summary: 'Edit an organization',
    tag: 'Organization',
    params: organizationParams,
    body: organizationEditRequest,
    response: organization,
  }),
};

export const projectEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the projects of an organization',
    tag: 'Projects',
    params: organizationParams,
    query: pageQuery,
    response: listOf(project),
  }),
  create: endpointSchemas({
    summary: 'Create a project',
    tag: 'Projects',
    params: organizationParams,
    body: projectRequest,
    response: project,
  }),
  get: endpointSchemas({
    summary: 'Get a project',
    tag: 'Projects',
    params: projectParams,
    response: project,
  }),
  edit: endpointSchemas({
    summary: 'Edit a project',
    tag: 'Projects',
    params: projectParams,
    body: projectRequest,
    response: project,
  }),
  delete: endpointSchemas({
    summary: 'Delete a project and everything in it',
    tag: 'Projects',
    params: projectParams,
  }),
};

export const apiTokenEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the API tokens of an organization (never their values)',
    tag: 'Organization Api Token',
    params: organizationParams,
    query: pageQuery,
    response: listOf(apiToken),
  }),
  create: endpointSchemas({
    summary: 'Create an API token; its value is in this response only',
    tag: 'Organization Api Token',
    params: organizationParams,
    body: apiTokenCreateRequest,
    response: apiTokenCreated,
  }),
  delete: endpointSchemas({
    summary: 'Revoke an API token',
    tag: 'Organization Api Token',
    params: organizationParams.extend({ apiTokenId: id }),
  }),
};
