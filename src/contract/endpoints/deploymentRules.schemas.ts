import { z } from 'zod';
import { id } from '../common';
import {
  environmentDeploymentRule,
  environmentDeploymentRuleEditRequest,
  projectDeploymentRule,
  projectDeploymentRuleList,
  projectDeploymentRuleRequest,
  projectDeploymentRulesOrderRequest,
} from '../deploymentRules';
import { endpointSchemas } from '../endpoint';

const projectParams = z.object({ projectId: id });
const projectRuleParams = projectParams.extend({ deploymentRuleId: id });
const environmentParams = z.object({ environmentId: id });

export const projectDeploymentRuleEndpointSchemas = {
  list: endpointSchemas({
    summary:
      "List a project's deployment rules, in the order a new environment's name is matched against them",
    tag: 'Project Deployment Rule',
    params: projectParams,
    response: projectDeploymentRuleList,
  }),
  create: endpointSchemas({
    summary: 'Add a deployment rule, tried last',
    tag: 'Project Deployment Rule',
    params: projectParams,
    body: projectDeploymentRuleRequest,
    response: projectDeploymentRule,
  }),
  order: endpointSchemas({
    summary: "Set the order a project's deployment rules are tried in (every rule, each once)",
    tag: 'Project Deployment Rule',
    params: projectParams,
    body: projectDeploymentRulesOrderRequest,
  }),
  get: endpointSchemas({
    summary: 'Get a deployment rule of a project',
    tag: 'Project Deployment Rule',
    params: projectRuleParams,
    response: projectDeploymentRule,
  }),
  edit: endpointSchemas({
    summary: 'Edit a deployment rule (environments already created keep what they received)',
    tag: 'Project Deployment Rule',
    params: projectRuleParams,
    body: projectDeploymentRuleRequest,
    response: projectDeploymentRule,
  }),
  delete: endpointSchemas({
    summary: 'Delete a deployment rule',
    tag: 'Project Deployment Rule',
    params: projectRuleParams,
  }),
};

export const environmentDeploymentRuleEndpointSchemas = {
  get: endpointSchemas({
    summary: "Get an environment's deployment rule: its auto stop schedule",
    tag: 'Environment Deployment Rule',
    params: environmentParams,
    response: environmentDeploymentRule,
  }),
  edit: endpointSchemas({
    summary: "Edit an environment's deployment rule (its id is the one the GET answers)",
    tag: 'Environment Deployment Rule',
    params: environmentParams.extend({ deploymentRuleId: id }),
    body: environmentDeploymentRuleEditRequest,
    response: environmentDeploymentRule,
  }),
};
