import { z } from 'zod';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';
import {
  effectiveVariableList,
  environmentVariable,
  environmentVariableEditRequest,
  environmentVariableRequest,
  secret,
  secretEditRequest,
  secretRequest,
  variableAliasKey,
  variableAliasRequest,
  variableEditRequest,
  variableImport,
  variableImportQuery,
  variableImportRequest,
  variableListQuery,
  variableOverrideRequest,
  variableOverrideValue,
  variableRequest,
  variableResponse,
  type VariableEffectiveOnlyKind,
  type VariableImportKind,
  type VariableParentKind,
} from '../variables';

const parents = {
  application: { label: 'application', tag: 'Application' },
  container: { label: 'container', tag: 'Container' },
  job: { label: 'job', tag: 'Job' },
  environment: { label: 'environment', tag: 'Environment' },
  project: { label: 'project', tag: 'Project' },
} as const;

const unifiedTag = 'Variable Main Calls';

/** The schemas of one record's variables and secrets (variables.ts). */
export function variableEndpointSchemasFor<K extends VariableParentKind>(kind: K) {
  const { label, tag: prefix } = parents[kind];
  const variableTag = kind === 'environment' ? 'Environment Variable' : `${prefix} Environment Variable`;
  const secretTag = `${prefix} Secret`;
  const listParams = z.object({ [`${kind}Id`]: id }) as z.ZodObject<Record<`${K}Id`, typeof id>>;
  const variableParams = listParams.extend({ environmentVariableId: id });
  const secretParams = listParams.extend({ secretId: id });
  return {
    listVariables: endpointSchemas({
      summary: `List the variables reaching a ${label}: its own, wider ones, overrides, aliases and built-ins`,
      tag: variableTag,
      params: listParams,
      response: listOf(environmentVariable),
    }),
    createVariable: endpointSchemas({
      summary: `Add a variable to a ${label} (a file when mount_path is given)`,
      tag: variableTag,
      params: listParams,
      body: environmentVariableRequest,
      response: environmentVariable,
    }),
    editVariable: endpointSchemas({
      summary: `Edit a variable of a ${label}`,
      tag: variableTag,
      params: variableParams,
      body: environmentVariableEditRequest,
      response: environmentVariable,
    }),
    deleteVariable: endpointSchemas({
      summary: `Delete a variable of a ${label}, with the aliases and overrides standing on it`,
      tag: variableTag,
      params: variableParams,
    }),
    createVariableAlias: endpointSchemas({
      summary: `Create, at the ${label}'s level, an alias of a variable reaching it`,
      tag: variableTag,
      params: variableParams,
      body: variableAliasKey,
      response: environmentVariable,
    }),
    createVariableOverride: endpointSchemas({
      summary: `Create, at the ${label}'s level, an override of a wider variable reaching it`,
      tag: variableTag,
      params: variableParams,
      body: variableOverrideValue,
      response: environmentVariable,
    }),
    listSecrets: endpointSchemas({
      summary: `List the secrets reaching a ${label} (never their values)`,
      tag: secretTag,
      params: listParams,
      response: listOf(secret),
    }),
    createSecret: endpointSchemas({
      summary: `Add a secret to a ${label}; its value is stored encrypted and never shown`,
      tag: secretTag,
      params: listParams,
      body: secretRequest,
      response: secret,
    }),
    editSecret: endpointSchemas({
      summary: `Edit a secret of a ${label}; without value the stored one stays`,
      tag: secretTag,
      params: secretParams,
      body: secretEditRequest,
      response: secret,
    }),
    deleteSecret: endpointSchemas({
      summary: `Delete a secret of a ${label}, with the aliases and overrides standing on it`,
      tag: secretTag,
      params: secretParams,
    }),
    createSecretAlias: endpointSchemas({
      summary: `Create, at the ${label}'s level, an alias of a secret reaching it`,
      tag: secretTag,
      params: secretParams,
      body: variableAliasKey,
      response: secret,
    }),
    createSecretOverride: endpointSchemas({
      summary: `Create, at the ${label}'s level, an override of a wider secret reaching it`,
      tag: secretTag,
      params: secretParams,
      body: variableOverrideValue,
      response: secret,
    }),
  };
}

/** A service's routes add the import and the effective set. */
export function variableEndpointSchemasWithImportFor<K extends VariableImportKind>(kind: K) {
  const { label, tag: prefix } = parents[kind];
  const listParams = z.object({ [`${kind}Id`]: id }) as z.ZodObject<Record<`${K}Id`, typeof id>>;
  return {
    ...variableEndpointSchemasFor(kind),
    importVariables: endpointSchemas({
      summary: `Import variables and secrets into a ${label} or the scopes above it`,
      tag: `${prefix} Environment Variable`,
      params: listParams,
      body: variableImportRequest,
      response: variableImport,
    }),
    listEffectiveVariables: endpointSchemas({
      summary: `The variables a ${label} receives, resolved, each with where its value comes from`,
      tag: `${prefix} Environment Variable`,
      params: listParams,
      response: effectiveVariableList,
    }),
  };
}

const effectiveOnlyParents = {
  helm: { label: 'helm service', tag: 'Helm' },
  terraform: { label: 'terraform service', tag: 'Terraform' },
} as const;

/** Helm and terraform services: only their effective set (their variables go through `/variable`). */
export function effectiveVariableEndpointSchemasFor<K extends VariableEffectiveOnlyKind>(kind: K) {
  const { label, tag } = effectiveOnlyParents[kind];
  const params = z.object({ [`${kind}Id`]: id }) as z.ZodObject<Record<`${K}Id`, typeof id>>;
  return {
    listEffectiveVariables: endpointSchemas({
      summary: `The variables a ${label} receives, resolved, each with where its value comes from`,
      tag: `${tag} Environment Variable`,
      params,
      response: effectiveVariableList,
    }),
  };
}

export const effectiveVariableEndpointSchemasByService = {
  helm: effectiveVariableEndpointSchemasFor('helm'),
  terraform: effectiveVariableEndpointSchemasFor('terraform'),
};

export const variableEndpointSchemasByParent = {
  application: variableEndpointSchemasWithImportFor('application'),
  container: variableEndpointSchemasWithImportFor('container'),
  job: variableEndpointSchemasWithImportFor('job'),
  environment: variableEndpointSchemasFor('environment'),
  project: variableEndpointSchemasFor('project'),
};

const variableParams = z.object({ variableId: id });

export const unifiedVariableEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the variables reaching a project, an environment or a service',
    tag: unifiedTag,
    query: variableListQuery,
    response: listOf(variableResponse),
  }),
  create: endpointSchemas({
    summary: 'Create a variable or a secret at any scope',
    tag: unifiedTag,
    body: variableRequest,
    response: variableResponse,
  }),
  edit: endpointSchemas({
    summary: 'Edit a variable or a secret',
    tag: unifiedTag,
    params: variableParams,
    body: variableEditRequest,
    response: variableResponse,
  }),
  delete: endpointSchemas({
    summary: 'Delete a variable or a secret, with the aliases and overrides standing on it',
    tag: unifiedTag,
    params: variableParams,
  }),
  createAlias: endpointSchemas({
    summary: 'Create an alias of a variable at a scope it reaches',
    tag: unifiedTag,
    params: variableParams,
    body: variableAliasRequest,
    response: variableResponse,
  }),
  createOverride: endpointSchemas({
    summary: 'Create an override of a variable at a narrower scope it reaches',
    tag: unifiedTag,
    params: variableParams,
    body: variableOverrideRequest,
    response: variableResponse,
  }),
  import: endpointSchemas({
    summary: 'Import variables and secrets into a service or the scopes above it',
    tag: unifiedTag,
    query: variableImportQuery,
    body: variableImportRequest,
    response: variableImport,
  }),
};
