import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type FieldLocation, InvalidFieldError } from '../domain/errors';

const locations: Record<string, FieldLocation> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/**
 * Validates params, query and body with the contract's zod schemas and answers 400 with a message naming each
 * field: `<location>.<path>: <problem>`, so the console can put it next to the right form field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const location = locations[httpPart ?? 'body'] ?? 'body';
    return { error: new InvalidFieldError(location, problemsOf(result.error.issues)) };
  };

type Problem = { path: PropertyKey[]; message: string };

const plainKey = /^[\w.-]{1,100}$/;

const problemsOf = (issues: readonly z.core.$ZodIssue[], under: readonly PropertyKey[] = []): Problem[] =>
  issues.flatMap((issue) => problemsOfIssue(issue, under));

function problemsOfIssue(issue: z.core.$ZodIssue, under: readonly PropertyKey[]): Problem[] {
  const path = [...under, ...issue.path];
  // A record key at fault is named by its record: the key is what is wrong, and echoing it (a line break, a NUL)
  // into the message would carry the fault on.
  if (issue.code === 'invalid_key') {
    const keyProblems = [...new Set(issue.issues.map((inner) => problemOf(inner)))];
    return [{ path: path.slice(0, -1), message: `a key ${keyProblems.join(', ') || 'is not valid'}` }];
  }
  // A strict object (advanced settings) names each key it does not know, when the key is plain enough to repeat.
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) =>
      plainKey.test(key)
        ? { path: [...path, key], message: 'is not a known key' }
        : { path, message: 'has a key that is not known' },
    );
  }
  // Of a union of shapes (a probe is one of tcp, http, exec, grpc), the option the value has the shape of names
  // the field at fault better than the union would: the one whose problems are all with values given.
  if (issue.code === 'invalid_union') {
    const shaped = issue.errors.filter(
      (option) =>
        option.length > 0 &&
        !option.some((inner) => inner.code === 'invalid_type' && inner.input === undefined),
    );
    if (shaped.length === 1) return problemsOf(shaped[0]!, path);
  }
  return [{ path, message: problemOf(issue) }];
}

const formatProblems: Record<string, string> = {
  uuid: 'must be a UUID',
  guid: 'must be a UUID',
  datetime: 'must be an ISO 8601 date-time',
};

function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_format') return formatProblems[issue.format] ?? issue.message;
  if (issue.code !== 'invalid_type') return issue.message;
  // Fastify hands a missing body over as null.
  const missing = issue.input === undefined || (issue.path.length === 0 && issue.input === null);
  if (missing) return 'is required';
  if (issue.expected === 'number' && Number.isNaN(issue.input)) return 'must be a number';
  if (issue.expected === 'int') return 'must be an integer';
  return `must be ${article(issue.expected)} ${issue.expected}`;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}
