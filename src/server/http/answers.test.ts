import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../contract';
import { answerSerializerCompiler, answerSerializerOf } from './answers';
import { routeSchemaOf } from './routeSchema';

const project = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
});
const stored = {
  id: '0b7b2a8e-6c7c-4f69-9d1e-3e9f2a1b4c5d',
  name: 'web',
  description: null,
  tags: ['a'],
};

function compile(compiler: FastifySerializerCompiler<unknown>, schema: z.ZodType) {
  return compiler({ schema, method: 'GET', url: '/project/:projectId', httpStatus: '200' });
}

describe('the compiled answer serializer', () => {
  it('writes only what the contract declares, in its order', () => {
    const written = answerSerializerOf(project)({
      tags: ['a'],
      secret_value: 'must not leave',
      description: null,
      name: 'web',
      id: stored.id,
      organization_internal: 'x',
    });
    expect(written).toBe(JSON.stringify(stored));
  });

  it('refuses an answer missing a field the contract requires, checked or not', () => {
    const { name: _name, ...withoutName } = stored;
    for (const checked of [false, true]) {
      const serialize = compile(answerSerializerCompiler({ checked }), project);
      expect(() => serialize(withoutName)).toThrow(checked ? /match the schema/ : /"name" is required/);
    }
  });

  it('when checked, refuses an answer zod refuses that the compiled serializer would write', () => {
    const serialize = compile(answerSerializerCompiler({ checked: true }), project);
    const notAUuid = { ...stored, id: 'not-a-uuid' };
    expect(() => serialize(notAUuid)).toThrow();
    expect(compile(answerSerializerCompiler({ checked: false }), project)(notAUuid)).toContain('not-a-uuid');
  });

  it('when checked, refuses an answer the two write differently', () => {
    // What the JSON Schema cannot show (an overwrite) is caught by the comparison.
    const shouted = z.object({ name: z.string().overwrite((name) => name.toUpperCase()) });
    const serialize = compile(answerSerializerCompiler({ checked: true }), shouted);
    expect(() => serialize({ name: 'web' })).toThrow(/wrote \{"name":"web"\} where the contract encodes/);
  });

  it('tells whether the JSON can hold a map, whose keys come in the data’s order', () => {
    expect(answerSerializerOf(project).holdsMaps).toBe(false);
    expect(answerSerializerOf(z.object({ labels: z.record(z.string(), z.string()) })).holdsMaps).toBe(true);
    expect(answerSerializerOf(z.object({ anything: z.unknown() })).holdsMaps).toBe(true);
    expect(answerSerializerOf(z.array(project)).holdsMaps).toBe(false);
  });

  it('compiles the answer of every endpoint of the contract', () => {
    const failures = allEndpoints.flatMap((endpoint) => {
      if (!endpoint.response) return [];
      try {
        answerSerializerOf(endpoint.response);
        return [];
      } catch (error) {
        return [`${endpoint.operationId}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('compiles an endpoint reached under several prefixes once', () => {
    const [endpoint] = allEndpoints;
    if (!endpoint) throw new Error('The contract has no endpoint');
    const answersOf = () => routeSchemaOf(endpoint).response as Record<number, z.ZodType>;
    const [first, second] = [answersOf(), answersOf()];
    expect(Object.keys(second)).toEqual(Object.keys(first));
    for (const status of Object.keys(first).map(Number)) {
      expect(answerSerializerOf(second[status] as z.ZodType)).toBe(
        answerSerializerOf(first[status] as z.ZodType),
      );
    }
  });
});
