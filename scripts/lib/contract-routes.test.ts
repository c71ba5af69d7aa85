import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/contract';
import { evaluateEndpoints, writeRoutesModule, type EndpointsModule } from './contract-routes.mjs';
import { projectRoot } from './processes.mjs';

const endpointsDir = path.join(projectRoot, 'src/contract/endpoints');
const file = (name: string) => path.join(endpointsDir, name);

describe('the console’s endpoint routes', () => {
  let modules: Map<string, EndpointsModule>;
  beforeAll(async () => {
    modules = await evaluateEndpoints(endpointsDir);
  }, 60_000);

  it('keep what calling needs and leave the schemas and documentation out', () => {
    const code = writeRoutesModule(file('foundation.ts'), modules);
    expect(code).toContain(
      'export const authEndpoints = {\n  "signIn": /* @__PURE__ */ route({ "method": "POST", "path": "/auth/signin", "operationId": "signIn", "access": "public", "status": 200 })',
    );
    expect(code).not.toMatch(/summary|"tag"|zod|"body"/);
  });

  it('re-export what a module re-exports, and export nothing that is not a route', () => {
    const code = writeRoutesModule(file('index.ts'), modules);
    expect(code).toContain('export { authEndpoints } from "./foundation.ts";');
    expect(code).not.toContain('allEndpoints');
    expect(writeRoutesModule(file('crud.ts'), modules)).not.toContain('organizationCrud');
    expect(writeRoutesModule(file('deployments/services.ts'), modules)).not.toContain('logQuery');
  });

  it('write every endpoint of the contract, and a family that is one object stays one', () => {
    const written = [...modules.keys()]
      .filter((name) => !name.endsWith('index.ts'))
      .map((name) => writeRoutesModule(name, modules))
      .join('\n');
    for (const endpoint of allEndpoints) {
      expect(written).toContain(`"operationId": ${JSON.stringify(endpoint.operationId)}`);
    }
    expect(writeRoutesModule(file('services.ts'), modules)).toContain('"application": applicationEndpoints');
  });
});
