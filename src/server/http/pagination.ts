import type { List, PageQuery } from '../../contract';
import type { Page, PageWindow } from '../domain/paging';

/** Page size when a client asks for a page without saying how big. */
export const DEFAULT_PAGE_SIZE = 20;

/** A page as the client asked for it, and the window of rows it is. */
export interface RequestedPage extends PageWindow {
  page: number;
  pageSize: number;
}

/** The page asked for, or null when the client asked for every row. */
export function pageWindowOf(query: PageQuery): RequestedPage | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** `{results}` when no page was asked for, `{results, pagination}` when one was. */
export function listOf<T>(requested: RequestedPage | null, page: Page<T>): List<T> {
  if (!requested) return { results: page.results };
  return {
    results: page.results,
    pagination: {
      page: requested.page,
      page_size: requested.pageSize,
      total_count: page.total,
      total_pages: Math.ceil(page.total / requested.pageSize),
    },
  };
}

/** Answers a list operation: the query's page turned into a window for the module, its page into the envelope. */
export async function paginate<T>(
  query: PageQuery,
  load: (window: PageWindow | null) => Promise<Page<T>>,
): Promise<List<T>> {
  const requested = pageWindowOf(query);
  const window = requested && { limit: requested.limit, offset: requested.offset };
  return listOf(requested, await load(window));
}

/** Answers a list that is never paged (logs, links, a queue): `{results}`. */
export async function resultsOf<T>(rows: Promise<T[]>): Promise<List<T>> {
  return { results: await rows };
}
