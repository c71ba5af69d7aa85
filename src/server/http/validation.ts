import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';

const locations: Record<string, string> = {
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
    return { error: new HttpError(400, describeIssues(location, result.error.issues)) };
  };

export function describeIssues(location: string, issues: readonly z.core.$ZodIssue[]): string {
  return describeProblems(
    location,
    issues.map((issue) => ({ path: issue.path, message: problemOf(issue) })),
  );
}

/** A field at fault and what is wrong with it, for rules checked beyond the contract's schemas. */
export interface FieldProblem {
  path: readonly PropertyKey[];
  message: string;
}

export function describeProblems(location: string, problems: readonly FieldProblem[]): string {
  return problems
    .map((problem) => `${[location, ...problem.path.map(String)].join('.')}: ${problem.message}`)
    .join('; ');
}

/** The 400 of body rules the server checks itself, worded as request validation words the contract's. */
export function invalidBody(problems: readonly FieldProblem[]): HttpError {
  return new HttpError(400, describeProblems('body', problems));
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
