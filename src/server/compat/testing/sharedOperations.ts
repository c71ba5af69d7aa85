import { readFileSync } from 'node:fs';
import type { OpenAPIV3 } from 'openapi-types';
import { type ClientOperation, clientOperations } from './clientOperations';

/** One operation of our OpenAPI document that the official client also sends: same method, same path. */
export interface SharedOperation {
  /** Our operationId. */
  operationId: string;
  httpMethod: string;
  /** Our path, `{name}` for each parameter. */
  path: string;
  /** The client's methods that send it (most operations have one). */
  client: ClientOperation[];
}

/**
 * Shared operations our API answers only with a refusal, on purpose (docs/api.md says why), and that refusal's
 * status: the suite counts them called when they answer it.
 */
export const refusedByDesign: Readonly<Record<string, number>> = {
  // An override replaces a wider scope's value, and no scope is wider than a project.
  createProjectEnvironmentVariableOverride: 400,
  createProjectSecretOverride: 400,
};

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A path's shape, whatever its parameters are named: the client names some of them otherwise. */
const shapeOf = (httpMethod: string, path: string) => `${httpMethod} ${path.replace(/\{[^}]+\}/g, '{}')}`;

/** Every operation of `document` that the official client sends too, in the document's order. */
export function sharedOperations(
  document: OpenAPIV3.Document,
  client: ClientOperation[] = clientOperations(),
): SharedOperation[] {
  const byShape = new Map<string, ClientOperation[]>();
  for (const operation of client) {
    const shape = shapeOf(operation.httpMethod, operation.path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), operation]);
  }
  const shared: SharedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operationId = item?.[method]?.operationId;
      const matching = byShape.get(shapeOf(method.toUpperCase(), path));
      if (operationId && matching) {
        shared.push({ operationId, httpMethod: method.toUpperCase(), path, client: matching });
      }
    }
  }
  return shared;
}

/**
 * `ProjectsApi.listProject`-like names a test file calls the client by: `admin.ProjectsApi.listProject(`, or
 * `stages.moveAfterDeploymentStage(` after `const stages = admin.DeploymentStageMainCallsApi;` (an alias holds
 * from where it is written until the next one of the same name).
 */
export function clientCallsIn(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const aliases = new Map<string, string>();
  const calls = new Set<string>();
  const tokens = /const (\w+) = (?:\w+\.)+([A-Z]\w*Api);|\b(\w+)\.(\w+)\(/g;
  for (const [, alias, aliased, owner = '', method = ''] of source.matchAll(tokens)) {
    if (alias && aliased) {
      aliases.set(alias, aliased);
      continue;
    }
    const api = /^[A-Z]\w*Api$/.test(owner) ? owner : aliases.get(owner);
    if (api) calls.add(`${api}.${method}`);
  }
  return calls;
}

/** The shared operations that the calls named reach. */
export function reachedBy(shared: SharedOperation[], calls: Set<string>): SharedOperation[] {
  return shared.filter((operation) => operation.client.some((method) => calls.has(method.name)));
}

/** Which shared operation a request answered, from its method and the path it was sent to (below the prefix). */
export function operationMatcher(shared: SharedOperation[]) {
  // Literal segments first: `/cluster/status` is not the cluster named "status".
  const candidates = shared
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      parameters: (operation.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);
  return (httpMethod: string, path: string): SharedOperation | undefined =>
    candidates.find(
      (candidate) => candidate.operation.httpMethod === httpMethod && candidate.pattern.test(path),
    )?.operation;
}
