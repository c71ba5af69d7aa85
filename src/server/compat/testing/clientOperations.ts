import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One operation of the official client: the API class and method that send it, and what it sends. */
export interface ClientOperation {
  /** `ProjectMainCallsApi.getProject`: how the suite names it. */
  name: string;
  api: string;
  method: string;
  /** The HTTP method, upper case. */
  httpMethod: string;
  /** The path as the client's document writes it, `{name}` for each parameter. */
  path: string;
  /** The method's arguments, in order, `options` last. */
  parameters: string[];
}

/**
 * Every operation of the official client, read from its generated code: each API class has a parameter creator
 * whose methods build the path (`localVarPath`) and the request's method. The package bundles no OpenAPI document,
 * so its code is the only statement of what it sends.
 */
export function clientOperations(): ClientOperation[] {
  const api = readFileSync(
    createRequire(import.meta.url).resolve('qovery-typescript-axios/dist/api.js'),
    'utf8',
  );
  const operations: ClientOperation[] = [];
  const creators = api.split(/^const (\w+)ApiAxiosParamCreator = function/m);
  for (let at = 1; at < creators.length; at += 2) {
    const apiName = `${creators[at]}Api`;
    const body = creators[at + 1] ?? '';
    const method =
      /^ {8}(\w+): \([^\n]*function\* \(([^)]*)\) \{[\s\S]*?const localVarPath = `([^`]+)`[\s\S]*?\{ method: '(\w+)' \}/gm;
    for (const match of body.matchAll(method)) {
      const [, name = '', parameters = '', path = '', httpMethod = ''] = match;
      operations.push({
        name: `${apiName}.${name}`,
        api: apiName,
        method: name,
        httpMethod: httpMethod.toUpperCase(),
        path,
        parameters: parameters.split(',').map((parameter) => parameter.trim().split(/\s|=/)[0] ?? ''),
      });
    }
  }
  return operations;
}
