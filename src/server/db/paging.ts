import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageWindow } from '../domain/paging';

/** Restricts a query to one page, in SQL; without a window the query answers every row. */
export function withWindow<Q extends PgSelect>(query: Q, window: PageWindow | null): Q {
  return window ? query.limit(window.limit).offset(window.offset) : query;
}
