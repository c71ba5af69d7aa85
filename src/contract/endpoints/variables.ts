import { routes, type RouteFields } from '../endpoint';
import type { VariableEffectiveOnlyKind, VariableImportKind, VariableParentKind } from '../variables';
import { capitalized } from './families';
import type {
  effectiveVariableEndpointSchemasFor,
  unifiedVariableEndpointSchemas,
  variableEndpointSchemasFor,
  variableEndpointSchemasWithImportFor,
} from './variables.schemas';

const status = { list: 200, create: 201, edit: 200, delete: 204 } as const;

/* #__NO_SIDE_EFFECTS__ */
function perScopeRoutes(kind: VariableParentKind) {
  const Name = capitalized(kind);
  const scopeParam = { param: `${kind}Id`, kind };
  const variables = `/${kind}/{${kind}Id}/environmentVariable`;
  const variable = `${variables}/{environmentVariableId}`;
  const secrets = `/${kind}/{${kind}Id}/secret`;
  const secret = `${secrets}/{secretId}`;
  const at = (
    method: RouteFields['method'],
    path: string,
    operationId: string,
    code: RouteFields['status'],
  ): RouteFields => ({
    method,
    path,
    operationId,
    access: method === 'GET' ? 'read' : 'write',
    scopeParam,
    status: code,
  });
  return {
    listVariables: at('GET', variables, `list${Name}EnvironmentVariable`, status.list),
    createVariable: at('POST', variables, `create${Name}EnvironmentVariable`, status.create),
    editVariable: at('PUT', variable, `edit${Name}EnvironmentVariable`, status.edit),
    deleteVariable: at('DELETE', variable, `delete${Name}EnvironmentVariable`, status.delete),
    createVariableAlias: at('POST', `${variable}/alias`, `create${Name}EnvironmentVariableAlias`, 201),
    createVariableOverride: at(
      'POST',
      `${variable}/override`,
      `create${Name}EnvironmentVariableOverride`,
      201,
    ),
    listSecrets: at('GET', secrets, `list${Name}Secrets`, status.list),
    createSecret: at('POST', secrets, `create${Name}Secret`, status.create),
    editSecret: at('PUT', secret, `edit${Name}Secret`, status.edit),
    deleteSecret: at('DELETE', secret, `delete${Name}Secret`, status.delete),
    createSecretAlias: at('POST', `${secret}/alias`, `create${Name}SecretAlias`, 201),
    createSecretOverride: at('POST', `${secret}/override`, `create${Name}SecretOverride`, 201),
  };
}

/* #__NO_SIDE_EFFECTS__ */
function variableEndpointsFor<K extends VariableParentKind>(kind: K) {
  return routes<ReturnType<typeof variableEndpointSchemasFor<K>>>(perScopeRoutes(kind));
}

/** A service's resolved set (an addition). */
function effectiveRoute(kind: VariableImportKind | VariableEffectiveOnlyKind): RouteFields {
  return {
    method: 'GET',
    path: `/${kind}/{${kind}Id}/effectiveVariable`,
    operationId: `list${capitalized(kind)}EffectiveVariables`,
    access: 'read',
    scopeParam: { param: `${kind}Id`, kind },
    status: 200,
  };
}

/* #__NO_SIDE_EFFECTS__ */
function variableEndpointsWithImportFor<K extends VariableImportKind>(kind: K) {
  const Name = capitalized(kind);
  return routes<ReturnType<typeof variableEndpointSchemasWithImportFor<K>>>({
    ...perScopeRoutes(kind),
    importVariables: {
      method: 'POST',
      path: `/${kind}/{${kind}Id}/environmentVariable/import`,
      // The public API names the application's import without its kind.
      operationId: kind === 'application' ? 'importEnvironmentVariable' : `import${Name}EnvironmentVariable`,
      access: 'write',
      scopeParam: { param: `${kind}Id`, kind },
      status: 201,
    },
    listEffectiveVariables: effectiveRoute(kind),
  });
}

/* #__NO_SIDE_EFFECTS__ */
function effectiveVariableEndpointsFor<K extends VariableEffectiveOnlyKind>(kind: K) {
  return routes<ReturnType<typeof effectiveVariableEndpointSchemasFor<K>>>({
    listEffectiveVariables: effectiveRoute(kind),
  });
}

/**
 * The per-scope routes of the public API: variables and secrets of a project, an environment or a service.
 * Services also import variables and answer their effective set (an addition).
 */
export const variableEndpointsByParent = {
  application: variableEndpointsWithImportFor('application'),
  container: variableEndpointsWithImportFor('container'),
  job: variableEndpointsWithImportFor('job'),
  environment: variableEndpointsFor('environment'),
  project: variableEndpointsFor('project'),
};

/**
 * Helm and terraform services have no per-scope variable routes (their variables go through `/variable`), but
 * answer their effective set like the other services (an addition).
 */
export const effectiveVariableEndpointsByService = {
  helm: effectiveVariableEndpointsFor('helm'),
  terraform: effectiveVariableEndpointsFor('terraform'),
};

const byVariable = { param: 'variableId', kind: 'variable' } as const;

/**
 * The unified `/variable` API, the only one reaching HELM and TERRAFORM scopes. The parent of a list, a create
 * and an import travels in the query or the body, where the access check reads it.
 */
export const unifiedVariableEndpoints = routes<typeof unifiedVariableEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/variable',
    operationId: 'listVariables',
    access: 'read',
    scopeParam: { param: 'parent_id', kind: 'variableParent', in: 'query' },
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/variable',
    operationId: 'createVariable',
    access: 'write',
    scopeParam: { param: 'variable_parent_id', kind: 'variableParent', in: 'body' },
    status: 201,
  },
  edit: {
    method: 'PUT',
    path: '/variable/{variableId}',
    operationId: 'editVariable',
    access: 'write',
    scopeParam: byVariable,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/variable/{variableId}',
    operationId: 'deleteVariable',
    access: 'write',
    scopeParam: byVariable,
    status: 204,
  },
  createAlias: {
    method: 'POST',
    path: '/variable/{variableId}/alias',
    operationId: 'createVariableAlias',
    access: 'write',
    scopeParam: byVariable,
    target: { param: 'alias_parent_id', in: 'body', kind: 'variableParent', access: 'write' },
    status: 201,
  },
  createOverride: {
    method: 'POST',
    path: '/variable/{variableId}/override',
    operationId: 'createVariableOverride',
    access: 'write',
    scopeParam: byVariable,
    target: { param: 'override_parent_id', in: 'body', kind: 'variableParent', access: 'write' },
    status: 201,
  },
  import: {
    method: 'POST',
    path: '/variable/import',
    operationId: 'importEnvironmentVariables',
    access: 'write',
    scopeParam: { param: 'service_id', kind: 'variableParent', in: 'query' },
    status: 201,
  },
});
