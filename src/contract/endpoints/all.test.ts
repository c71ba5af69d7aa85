import { describe, expect, it } from 'vitest';
import type { RouteFields } from '../endpoint';
import { allEndpoints, endpointOf } from './all';
import * as families from './index';

const ROUTE_FIELDS = ['access', 'method', 'operationId', 'path', 'scopeParam', 'status', 'target'];

/** Every route the routes modules export, found through their families (by kind, too). */
function routesIn(value: unknown): RouteFields[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('operationId' in value) return [value as RouteFields];
  return Object.values(value).flatMap(routesIn);
}

describe('the contract’s endpoints', () => {
  it('name in each path the parameters their schemas read, and no other; the scope is one of them, or of the query or body it says', () => {
    const disagreeing = allEndpoints.flatMap((endpoint) => {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const inSchema = Object.keys(endpoint.params?.shape ?? {}).sort();
      const scope = endpoint.scopeParam;
      const scopeFound =
        !scope ||
        (scope.in === 'query'
          ? Object.keys(endpoint.query?.shape ?? {}).includes(scope.param)
          : scope.in === 'body'
            ? Object.keys((endpoint.body as { shape?: object } | undefined)?.shape ?? {}).includes(
                scope.param,
              )
            : inPath.includes(scope.param));
      const agree = inPath.join() === inSchema.join() && scopeFound;
      return agree ? [] : [`${endpoint.operationId}: path {${inPath.join()}}, schema {${inSchema.join()}}`];
    });
    expect(disagreeing).toEqual([]);
  });

  it('are each one route, holding no schema, found again by its operationId', () => {
    const routes = [...new Set(routesIn(families))];
    expect(routes.map((route) => route.operationId).sort()).toEqual(
      allEndpoints.map((endpoint) => endpoint.operationId).sort(),
    );
    expect(new Set(routes.map((route) => route.operationId)).size).toBe(routes.length);
    for (const route of routes) {
      expect(Object.keys(route).filter((key) => !ROUTE_FIELDS.includes(key))).toEqual([]);
      expect(endpointOf(route)).toMatchObject(route);
    }
  });
});
