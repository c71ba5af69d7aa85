import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';
import {
  environment,
  environmentCloneRequest,
  environmentCreateRequest,
  environmentEditRequest,
} from '../environments';

const projectParams = z.object({ projectId: id });
const environmentParams = z.object({ environmentId: id });

export const environmentEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the environments of a project',
    tag: 'Environments',
    params: projectParams,
    query: pageQuery,
    response: listOf(environment),
  }),
  create: endpointSchemas({
    summary: 'Create an environment on a cluster',
    tag: 'Environments',
    params: projectParams,
    body: environmentCreateRequest,
    response: environment,
  }),
  get: endpointSchemas({
    summary: 'Get an environment',
    tag: 'Environments',
    params: environmentParams,
    response: environment,
  }),
  edit: endpointSchemas({
    summary: 'Rename an environment or change its mode',
    tag: 'Environments',
    params: environmentParams,
    body: environmentEditRequest,
    response: environment,
  }),
  delete: endpointSchemas({
    summary: 'Delete an environment and its services',
    tag: 'Environments',
    params: environmentParams,
    conflict: 'A deployment runs on the environment: cancel it or wait for it to end',
  }),
  clone: endpointSchemas({
    summary: 'Copy an environment with its services and deployment stages (nothing is deployed)',
    tag: 'Environments',
    params: environmentParams,
    body: environmentCloneRequest,
    response: environment,
  }),
};
