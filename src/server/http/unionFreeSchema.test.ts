import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../contract';
import { answerSerializerOf } from './answers';
import { hasUnionOfObjects, unionFreeSchema } from './unionFreeSchema';

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07' });

const probe = z.union([
  z.object({ tcp: z.object({ port: z.number().int() }) }),
  z.object({ http: z.object({ path: z.string(), port: z.number().int() }) }),
]);
const service = z.discriminatedUnion('service_type', [
  z.object({
    service_type: z.literal('APPLICATION'),
    name: z.string(),
    source: z.object({ git_repository: z.object({ url: z.string(), branch: z.string() }) }),
    healthcheck: probe.nullable(),
    updated_at: z.string().nullable(),
  }),
  z.object({
    service_type: z.literal('CONTAINER'),
    name: z.string(),
    source: z.object({ image: z.object({ name: z.string(), tag: z.string() }) }),
    replicas: z.number().int().nullable(),
  }),
  z.object({ service_type: z.literal('DATABASE'), name: z.string(), source: z.string(), port: z.number() }),
]);
const serviceList = z.object({ results: z.array(service) });

const answers: z.output<typeof serviceList> = {
  results: [
    {
      service_type: 'APPLICATION',
      name: 'web',
      source: { git_repository: { url: 'https://github.com/acme/web.git', branch: 'main' } },
      healthcheck: { http: { path: '/health', port: 8080 } },
      updated_at: null,
    },
    {
      service_type: 'APPLICATION',
      name: 'worker',
      source: { git_repository: { url: 'https://github.com/acme/worker.git', branch: 'main' } },
      healthcheck: null,
      updated_at: '2026-11-27T10:00:00.000Z',
    },
    {
      service_type: 'CONTAINER',
      name: 'cache',
      source: { image: { name: 'redis', tag: '7' } },
      replicas: null,
    },
    { service_type: 'DATABASE', name: 'orders', source: 'managed', port: 5432 },
  ],
};

describe('answers of a union, written without a check per branch', () => {
  it('leaves no union of objects for fast-json-stringify to hand to Ajv', () => {
    const jsonSchema = toJsonSchema(serviceList);
    expect(hasUnionOfObjects(jsonSchema)).toBe(true);
    expect(hasUnionOfObjects(unionFreeSchema(jsonSchema))).toBe(false);
  });

  it('writes every branch as the contract encodes it: nullable objects, differing sources, a number or null', () => {
    const written = JSON.parse(answerSerializerOf(serviceList)(answers));
    expect(written).toEqual(serviceList.encode(answers));
  });

  it('writes only what some branch declares', () => {
    const withStrayField = {
      results: [{ ...answers.results[3], internal_note: 'not in the contract' }],
    };
    expect(JSON.parse(answerSerializerOf(serviceList)(withStrayField))).toEqual({
      results: [answers.results[3]],
    });
  });

  it('keeps a format both branches share, so a date is written as the contract writes it', () => {
    const merged = unionFreeSchema(
      toJsonSchema(
        z.union([z.object({ at: z.iso.datetime() }), z.object({ at: z.iso.datetime(), by: z.string() })]),
      ),
    );
    expect(merged).toMatchObject({ properties: { at: { type: 'string', format: 'date-time' } } });
  });

  it('leaves no union of objects in the answer of any operation of the contract', () => {
    const withUnions = allEndpoints
      .filter(
        (endpoint) =>
          endpoint.response && hasUnionOfObjects(unionFreeSchema(toJsonSchema(endpoint.response))),
      )
      .map((endpoint) => endpoint.operationId);
    expect(withUnions).toEqual([]);
  });
});
