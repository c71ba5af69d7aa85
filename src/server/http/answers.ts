import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unionFreeSchema } from './unionFreeSchema';

/*
 * How answers are written. A serializer compiled from the contract's JSON Schema (fast-json-stringify) writes only
 * the properties the contract declares, in its order (a union's branches merged: ./unionFreeSchema.ts): what leaves
 * is what the contract shows, as when zod encoded every answer before JSON.stringify, at a fraction of the cost
 * (validating a list of 100 projects took more than a third of the time of its request). Handlers' answers are
 * typed by the contract, so the compiler's types hold.
 */

interface AnswerSerializer {
  (answer: unknown): string;
  /** Whether the JSON written can hold a map (an object whose keys are data), whose key order is the data's own. */
  readonly holdsMaps: boolean;
}

function holdsMaps(jsonSchema: unknown): boolean {
  if (Array.isArray(jsonSchema)) return jsonSchema.some(holdsMaps);
  if (jsonSchema === null || typeof jsonSchema !== 'object') return false;
  const schema = jsonSchema as Record<string, unknown>;
  // An object schema without declared properties (z.record, z.unknown) writes the keys its value has.
  const isMap =
    (schema.type === 'object' && schema.properties === undefined) ||
    (schema.additionalProperties !== undefined && schema.additionalProperties !== false) ||
    Object.keys(schema).length === 0;
  return isMap || Object.values(schema).some(holdsMaps);
}

const compiledBySchema = new WeakMap<z.ZodType, AnswerSerializer>();

/** The compiled serializer of one answer schema, built on first use (a few ms each) and kept with the schema. */
export function answerSerializerOf(schema: z.ZodType): AnswerSerializer {
  let serializer = compiledBySchema.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07' });
    // Unions merged (./unionFreeSchema.ts): a first answer is written without compiling a check per branch.
    const write = fastJsonStringify(unionFreeSchema(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
    serializer = Object.assign((answer: unknown) => write(answer), { holdsMaps: holdsMaps(jsonSchema) });
    compiledBySchema.set(schema, serializer);
  }
  return serializer;
}

/**
 * `checked` (the test suites): every answer is also encoded by zod as before, so an answer the contract refuses
 * still fails the request, and the compiled serializer's JSON must equal zod's or the request fails: every test
 * that reads an answer checks the compiled serializer against the contract.
 */
export function answerSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = route.schema as z.ZodType;
    let serializer: AnswerSerializer | undefined;
    const compiled = (answer: unknown) => (serializer ??= answerSerializerOf(schema))(answer);
    if (!checked) return compiled;
    const encodedByZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (answer) => {
      const expected = encodedByZod(answer);
      const written = compiled(answer);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${written} where the contract ` +
            `encodes ${expected}`,
        );
      }
      return written;
    };
  };
}
