import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { cluster } from '../clusters';
import { endpoint } from '../endpoint';
import {
  environment,
  environmentCloneRequest,
  environmentCreateRequest,
  environmentEditRequest,
} from '../environments';

const organizationParams = z.object({ organizationId: id });
const projectParams = z.object({ projectId: id });
const environmentParams = z.object({ environmentId: id });

export const clusterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/cluster',
    operationId: 'listOrganizationCluster',
    summary: 'List the clusters of an organization',
    tag: 'Clusters',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams,
    query: pageQuery,
    status: 200,
    response: listOf(cluster),
  }),
  get: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/cluster/{clusterId}',
    operationId: 'getCluster',
    summary: 'Get a cluster',
    tag: 'Clusters',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: organizationParams.extend({ clusterId: id }),
    status: 200,
    response: cluster,
  }),
};

export const environmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/project/{projectId}/environment',
    operationId: 'listEnvironment',
    summary: 'List the environments of a project',
    tag: 'Environments',
    access: 'read',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: projectParams,
    query: pageQuery,
    status: 200,
    response: listOf(environment),
  }),
  create: endpoint({
    method: 'POST',
    path: '/project/{projectId}/environment',
    operationId: 'createEnvironment',
    summary: 'Create an environment on a cluster',
    tag: 'Environments',
    access: 'write',
    scopeParam: { param: 'projectId', kind: 'project' },
    params: projectParams,
    body: environmentCreateRequest,
    status: 201,
    response: environment,
  }),
  get: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}',
    operationId: 'getEnvironment',
    summary: 'Get an environment',
    tag: 'Environments',
    access: 'read',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    params: environmentParams,
    status: 200,
    response: environment,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/environment/{environmentId}',
    operationId: 'editEnvironment',
    summary: 'Rename an environment or change its mode',
    tag: 'Environments',
    access: 'write',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    params: environmentParams,
    body: environmentEditRequest,
    status: 200,
    response: environment,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/environment/{environmentId}',
    operationId: 'deleteEnvironment',
    summary: 'Delete an environment and its services',
    tag: 'Environments',
    access: 'write',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    params: environmentParams,
    status: 204,
    conflict: 'A deployment runs on the environment: cancel it or wait for it to end',
  }),
  clone: endpoint({
    method: 'POST',
    path: '/environment/{environmentId}/clone',
    operationId: 'cloneEnvironment',
    summary: 'Copy an environment with its services and deployment stages (nothing is deployed)',
    tag: 'Environments',
    access: 'write',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    params: environmentParams,
    body: environmentCloneRequest,
    status: 202,
    response: environment,
  }),
};
