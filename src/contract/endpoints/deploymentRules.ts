import { routes } from '../endpoint';
import type {
  environmentDeploymentRuleEndpointSchemas,
  projectDeploymentRuleEndpointSchemas,
} from './deploymentRules.schemas';

const projectScope = { param: 'projectId', kind: 'project' } as const;
const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

/** A project's rules are project settings: reading them needs read access, changing them what a project edit needs. */
export const projectDeploymentRuleEndpoints = routes<typeof projectDeploymentRuleEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/project/{projectId}/deploymentRule',
    operationId: 'listProjectDeploymentRules',
    access: 'read',
    scopeParam: projectScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/project/{projectId}/deploymentRule',
    operationId: 'createDeploymentRule',
    access: 'write',
    scopeParam: projectScope,
    status: 201,
  },
  order: {
    method: 'PUT',
    path: '/project/{projectId}/deploymentRule/order',
    operationId: 'updateDeploymentRulesPriorityOrder',
    access: 'write',
    scopeParam: projectScope,
    status: 204,
  },
  get: {
    method: 'GET',
    path: '/project/{projectId}/deploymentRule/{deploymentRuleId}',
    operationId: 'getProjectDeploymentRule',
    access: 'read',
    scopeParam: projectScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/project/{projectId}/deploymentRule/{deploymentRuleId}',
    operationId: 'editProjectDeployemtnRule',
    access: 'write',
    scopeParam: projectScope,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/project/{projectId}/deploymentRule/{deploymentRuleId}',
    operationId: 'deleteProjectDeploymentRule',
    access: 'write',
    scopeParam: projectScope,
    status: 204,
  },
});

/** An environment's own rule is one of its settings: changing it needs write access to the environment. */
export const environmentDeploymentRuleEndpoints = routes<typeof environmentDeploymentRuleEndpointSchemas>({
  get: {
    method: 'GET',
    path: '/environment/{environmentId}/deploymentRule',
    operationId: 'getEnvironmentDeploymentRule',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/environment/{environmentId}/deploymentRule/{deploymentRuleId}',
    operationId: 'editEnvironmentDeploymentRule',
    access: 'write',
    scopeParam: environmentScope,
    status: 200,
  },
});
