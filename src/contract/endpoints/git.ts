import { routes } from '../endpoint';
import { organizationCrudRoutes } from './crud';
import type {
  containerRegistryEndpointSchemas,
  gitRepositoryEndpointSchemas,
  gitTokenEndpointSchemas,
  helmRepositoryEndpointSchemas,
} from './git.schemas';

export const gitTokenEndpoints = organizationCrudRoutes<typeof gitTokenEndpointSchemas>({
  segment: 'gitToken',
  idParam: 'gitTokenId',
  operation: 'GitToken',
});

export const containerRegistryEndpoints = organizationCrudRoutes<typeof containerRegistryEndpointSchemas>({
  segment: 'containerRegistry',
  idParam: 'containerRegistryId',
  operation: 'ContainerRegistry',
});

export const helmRepositoryEndpoints = organizationCrudRoutes<typeof helmRepositoryEndpointSchemas>({
  segment: 'helmRepository',
  idParam: 'helmRepositoryId',
  operation: 'HelmRepository',
});

const organizationScope = { param: 'organizationId', kind: 'organization' } as const;

export const gitRepositoryEndpoints = routes<typeof gitRepositoryEndpointSchemas>({
  listRepositories: {
    method: 'GET',
    path: '/organization/{organizationId}/account/{git_provider}/repository',
    operationId: 'getOrganizationGitRepositories',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  listBranches: {
    method: 'GET',
    path: '/organization/{organizationId}/account/{git_provider}/repository/branch',
    operationId: 'getOrganizationGitRepositoryBranches',
    access: 'read',
    scopeParam: organizationScope,
    status: 200,
  },
  parseTerraformVariables: {
    method: 'POST',
    path: '/organization/{organizationId}/parseTerraformVariablesFromGitRepo',
    operationId: 'parseTerraformVariablesFromGitRepo',
    // What creating the Terraform service it serves needs: it clones with the organization's git tokens.
    access: 'write',
    scopeParam: { ...organizationScope, roleLevel: 'someProject' },
    status: 200,
  },
});
