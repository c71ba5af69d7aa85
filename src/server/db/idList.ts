import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: whether a uuid column holds one of `ids`, the ids sent as one parameter (PostgreSQL's
 * array literal, which both drivers pass as text). `inArray` writes one parameter per id: drizzle builds each of
 * them on every query, and each number of ids is another statement to prepare, whereas this text is the same
 * for one id or hundreds. The ids are uuids (as read from rows), which need no quoting inside the literal.
 */
export function isAnyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
