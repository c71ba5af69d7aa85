import { isDeepStrictEqual } from 'node:util';

/*
 * fast-json-stringify writes a union (anyOf, oneOf) by asking Ajv which branch a value matches, and Ajv compiles
 * those checks on the first answer: 3.5 s of one blocked event loop for the first list of an environment's services
 * (six kinds of service, each with unions of its own), during which the server answered nobody. A serializer only
 * needs to know which properties it may write and how: the branches of a union of objects are merged into one
 * object declaring every property of every branch, so an answer of any branch writes the properties it has, with no
 * check at all. What the merge cannot express (a string in one branch, an object in another) is written as it is
 * (an empty schema). The contract's own schemas, its validation and its OpenAPI document keep the unions.
 */

type JsonSchema = Record<string, unknown>;

const PRIMITIVE_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);
const UNION_KEYS = ['anyOf', 'oneOf'] as const;

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function typesOf(schema: JsonSchema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type) && schema.type.every((type) => typeof type === 'string')) return schema.type;
  return undefined;
}

const hasUnion = (schema: JsonSchema) => UNION_KEYS.some((key) => key in schema);

/** The keywords both schemas have with the same value (a shared format stays, differing constants go). */
function sharedKeywords(a: JsonSchema, b: JsonSchema): JsonSchema {
  return Object.fromEntries(
    Object.entries(a).filter(([key, value]) => key !== 'type' && isDeepStrictEqual(value, b[key])),
  );
}

function mergedObject(a: JsonSchema, b: JsonSchema, type: string | string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...((a.properties as Record<string, JsonSchema>) ?? {}) };
  for (const [name, schema] of Object.entries((b.properties as Record<string, JsonSchema>) ?? {})) {
    properties[name] = name in properties ? mergedSchema(properties[name]!, schema) : schema;
  }
  const requiredOf = (schema: JsonSchema) => new Set((schema.required as string[] | undefined) ?? []);
  const requiredByB = requiredOf(b);
  const required = [...requiredOf(a)].filter((name) => requiredByB.has(name));
  return { type, properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** One schema that writes a value of either: same types merge, anything else is written as it is. */
function mergedSchema(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (isDeepStrictEqual(a, b)) return a;
  const typesOfA = typesOf(a);
  const typesOfB = typesOf(b);
  if (!typesOfA || !typesOfB || hasUnion(a) || hasUnion(b)) return {};
  const types = [...new Set([...typesOfA, ...typesOfB])];
  const type = types.length === 1 ? types[0]! : types;
  const valueTypes = types.filter((name) => name !== 'null');
  if (valueTypes.length === 1 && valueTypes[0] === 'object') return mergedObject(a, b, type);
  if (valueTypes.length === 1 && valueTypes[0] === 'array') {
    const itemsOf = (schema: JsonSchema) => (isSchema(schema.items) ? schema.items : {});
    return { type, items: mergedSchema(itemsOf(a), itemsOf(b)) };
  }
  if (valueTypes.length === 1 && PRIMITIVE_TYPES.has(valueTypes[0]!))
    return { ...sharedKeywords(a, b), type };
  if (valueTypes.every((name) => name === 'integer' || name === 'number')) {
    return { type: types.includes('null') ? ['number', 'null'] : 'number' };
  }
  return {};
}

/**
 * `schema` with every union whose branches all declare their types (objects, arrays, primitives, null) merged into
 * one schema: what fast-json-stringify writes without Ajv. Unions of schemas without a type stay as they are.
 */
export function unionFreeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(unionFreeSchema);
  if (!isSchema(schema)) return schema;
  const rewritten: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, unionFreeSchema(value)]),
  );
  for (const key of UNION_KEYS) {
    const branches = rewritten[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    if (!branches.every((branch) => isSchema(branch) && typesOf(branch) && !hasUnion(branch))) continue;
    const { [key]: _union, ...rest } = rewritten;
    return { ...rest, ...(branches as JsonSchema[]).reduce(mergedSchema) };
  }
  return rewritten;
}

/** Whether fast-json-stringify would still ask Ajv to choose a branch somewhere in `schema`. */
export function hasUnionOfObjects(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasUnionOfObjects);
  if (!isSchema(schema)) return false;
  for (const key of UNION_KEYS) {
    const branches = schema[key];
    if (
      Array.isArray(branches) &&
      branches.some((branch) => isSchema(branch) && typesOf(branch)?.includes('object'))
    )
      return true;
  }
  return Object.values(schema).some(hasUnionOfObjects);
}
