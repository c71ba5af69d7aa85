import { z } from 'zod';
import { id, listOf } from '../common';
import { endpoint } from '../endpoint';
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
import { organizationCrud } from './crud';

export const gitTokenEndpoints = organizationCrud({
  segment: 'gitToken',
  idParam: 'gitTokenId',
  name: 'git token',
  tag: 'Git tokens',
  operation: 'GitToken',
  request: gitTokenRequest,
  editRequest: gitTokenEditRequest,
  response: gitToken,
  deleteConflict: 'Services use the git token: the message names them',
});

export const containerRegistryEndpoints = organizationCrud({
  segment: 'containerRegistry',
  idParam: 'containerRegistryId',
  name: 'container registry',
  tag: 'Container Registries',
  operation: 'ContainerRegistry',
  request: containerRegistryRequest,
  response: containerRegistry,
  deleteConflict: 'Services take images from the registry: the message names them',
});

export const helmRepositoryEndpoints = organizationCrud({
  segment: 'helmRepository',
  idParam: 'helmRepositoryId',
  name: 'helm repository',
  tag: 'Helm Repositories',
  operation: 'HelmRepository',
  request: helmRepositoryRequest,
  response: helmRepository,
  deleteConflict: 'Helm charts come from the repository: the message names them',
});

const accountParams = z.object({ organizationId: id, git_provider: gitProviderSegment });

export const gitRepositoryEndpoints = {
  listRepositories: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/account/{git_provider}/repository',
    operationId: 'getOrganizationGitRepositories',
    summary: 'List the repositories a git token can see, through the provider API',
    tag: 'Git repositories',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: accountParams,
    query: z.object({ gitTokenId: id, search: z.string().optional() }),
    status: 200,
    response: listOf(gitRepositoryListing),
  }),
  listBranches: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/account/{git_provider}/repository/branch',
    operationId: 'getOrganizationGitRepositoryBranches',
    summary: 'List the branches of a repository, through the provider API',
    tag: 'Git repositories',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: accountParams,
    query: z.object({ gitTokenId: id, name: z.string().min(1, 'is required') }),
    status: 200,
    response: listOf(gitBranch),
  }),
  parseTerraformVariables: endpoint({
    method: 'POST',
    path: '/organization/{organizationId}/parseTerraformVariablesFromGitRepo',
    operationId: 'parseTerraformVariablesFromGitRepo',
    summary: 'Read the variable blocks of the .tf files at a branch and root path',
    tag: 'Terraforms',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    params: z.object({ organizationId: id }),
    body: terraformVariableParsingRequest,
    status: 200,
    response: listOf(terraformVariableDefinition),
  }),
};
