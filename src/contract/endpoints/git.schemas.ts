import { z } from 'zod';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';
import {
  gitBranch,
  gitProviderSegment,
  gitRepositoryListing,
  gitToken,
  gitTokenEditRequest,
  gitTokenRequest,
} from '../gitTokens';
import {
  containerRegistry,
  containerRegistryRequest,
  helmRepository,
  helmRepositoryRequest,
} from '../registries';
import { terraformVariableDefinition, terraformVariableParsingRequest } from '../services/terraform';
import { singleLine } from '../text';
import { organizationCrudSchemas } from './crud.schemas';

export const gitTokenEndpointSchemas = organizationCrudSchemas({
  idParam: 'gitTokenId',
  name: 'git token',
  tag: 'Git tokens',
  request: gitTokenRequest,
  editRequest: gitTokenEditRequest,
  response: gitToken,
  deleteConflict: 'Services use the git token: the message names them',
});

export const containerRegistryEndpointSchemas = organizationCrudSchemas({
  idParam: 'containerRegistryId',
  name: 'container registry',
  tag: 'Container Registries',
  request: containerRegistryRequest,
  response: containerRegistry,
  deleteConflict: 'Services take images from the registry: the message names them',
});

export const helmRepositoryEndpointSchemas = organizationCrudSchemas({
  idParam: 'helmRepositoryId',
  name: 'helm repository',
  tag: 'Helm Repositories',
  request: helmRepositoryRequest,
  response: helmRepository,
  deleteConflict: 'Helm charts come from the repository: the message names them',
});

const accountParams = z.object({ organizationId: id, git_provider: gitProviderSegment });

export const gitRepositoryEndpointSchemas = {
  listRepositories: endpointSchemas({
    summary: 'List the repositories a git token can see, through the provider API',
    tag: 'Git repositories',
    params: accountParams,
    query: z.object({ gitTokenId: id, search: singleLine().optional() }),
    response: listOf(gitRepositoryListing),
  }),
  listBranches: endpointSchemas({
    summary: 'List the branches of a repository, through the provider API',
    tag: 'Git repositories',
    params: accountParams,
    query: z.object({ gitTokenId: id, name: singleLine().min(1, 'is required') }),
    response: listOf(gitBranch),
  }),
  parseTerraformVariables: endpointSchemas({
    summary: 'Read the variable blocks of the .tf files at a branch and root path',
    tag: 'Terraforms',
    params: z.object({ organizationId: id }),
    body: terraformVariableParsingRequest,
    response: listOf(terraformVariableDefinition),
  }),
};
