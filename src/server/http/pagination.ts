import type { List, PageQuery } from '../../contract';
import type { PageWindow } from '../db/paging';

/** Page size when a client asks for a page without saying how big. */
export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for, or null when the client asked for every row. */
export function pageWindowOf(query: PageQuery): (PageWindow & { page: number; pageSize: number }) | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export interface PagedSource<T> {
  /** The rows in the window (all of them without one), in a stable order. */
  rows(window: PageWindow | null): Promise<T[]>;
  count(): Promise<number>;
}

/**
 * Answers a list: `{results}` when no page was asked for, `{results, pagination}` when one was (rows sliced and
 * counted in SQL).
 */
export async function paginate<T>(query: PageQuery, source: PagedSource<T>): Promise<List<T>> {
  const window = pageWindowOf(query);
  if (!window) return { results: await source.rows(null) };
  const [results, totalCount] = await Promise.all([source.rows(window), source.count()]);
  return {
    results,
    pagination: {
      page: window.page,
      page_size: window.pageSize,
      total_count: totalCount,
      total_pages: Math.ceil(totalCount / window.pageSize),
    },
  };
}
