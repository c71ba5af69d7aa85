import { z } from 'zod';
import { id, pageQuery, reference } from './common';
import { serviceType } from './services/common';
import { text, trimmedLine } from './text';

/** The kinds of record a search finds by name. */
export const searchResultKind = z.enum(['PROJECT', 'ENVIRONMENT', 'SERVICE', 'CLUSTER']);
export type SearchResultKind = z.infer<typeof searchResultKind>;

/** A named parent of a result: the project or environment it sits in. */
const namedReference = reference.extend({ name: text() });

/**
 * One record whose name matched, with what a link to its page needs: a project has neither parent, an
 * environment its project, a service its project, environment and type; a cluster only itself.
 */
export const searchResult = z.object({
  kind: searchResultKind,
  id,
  name: text(),
  service_type: serviceType.nullable(),
  project: namedReference.nullable(),
  environment: namedReference.nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const MAX_SEARCH_LENGTH = 100;

/**
 * `q`: the text names must hold, ignoring case (at least one character once trimmed); `kind`: one kind of record
 * only. Paged as every list.
 */
export const searchQuery = pageQuery.extend({
  q: trimmedLine()
    .min(1, 'is required')
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
  kind: searchResultKind.optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;
