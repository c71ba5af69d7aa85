import type { SearchQuery, SearchResult } from '../../../contract';
import type { Database } from '../../db/database';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { withDeps } from '../shared/withDeps';
import { countNames, searchNames, type SearchRow } from './queries';

function toSearchResult(row: SearchRow): SearchResult {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    service_type: row.serviceType,
    project: row.projectId && row.projectName !== null ? { id: row.projectId, name: row.projectName } : null,
    environment:
      row.environmentId && row.environmentName !== null
        ? { id: row.environmentId, name: row.environmentName }
        : null,
  };
}

/**
 * Finds records of an organization by name, whatever their kind: what a console's quick jump asks. Only what the
 * caller's role reads (`reach`, null for everything) is found.
 */
export function searchByName(
  db: Database,
  organizationId: string,
  query: Pick<SearchQuery, 'q' | 'kind'>,
  window: PageWindow | null,
  reach: ReadReach | null = null,
): Promise<Page<SearchResult>> {
  const search = { kind: query.kind, reach };
  return pageOf(window, {
    rows: async (window) =>
      (await searchNames(db, organizationId, query.q, search, window)).map(toSearchResult),
    count: () => countNames(db, organizationId, query.q, search),
  });
}

export function createSearchService(db: Database) {
  return { search: withDeps(db, searchByName) };
}

export type SearchService = ReturnType<typeof createSearchService>;
