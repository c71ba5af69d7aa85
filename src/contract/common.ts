import { z } from 'zod';
import { text, trimmedLine } from './text';

/**
 * Record identifiers are UUID strings. UUIDs are case-insensitive on input (RFC 9562), but every id is stored
 * and compared in lowercase: one written in capitals is read as its lowercase self wherever the contract
 * validates it (paths, queries and bodies alike), so no other spelling ever reaches the server's code.
 */
export const id = z.uuid().toLowerCase();
export type Id = z.infer<typeof id>;

/** Timestamps travel as ISO 8601 strings with an offset. */
export const timestamp = z.iso.datetime({ offset: true });

export const reference = z.object({ id });
export type Reference = z.infer<typeof reference>;

/** Fields most records carry. */
export const base = z.object({
  id,
  created_at: timestamp,
  updated_at: timestamp.optional(),
});

/** A name as people type it: one line, trimmed, never empty. */
export const name = trimmedLine().min(1, 'is required').max(255, 'must be at most 255 characters');
/** What a record is for, in free text (line breaks allowed). */
export const description = text().max(255, 'must be at most 255 characters');

/**
 * `page` and `page_size` are optional: without them a list answers all of `results`, as in the spec's samples.
 */
export const MAX_PAGE_SIZE = 100;
export const pageQuery = z.object({
  page: z.coerce.number().int('must be an integer').min(1, 'must be at least 1').optional(),
  page_size: z.coerce
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagination = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), pagination: pagination.optional() });
}
export type List<T> = { results: T[]; pagination?: Pagination };

/** The one error body every failure answers with. */
export const errorBody = z.object({
  status: z.number().int(),
  error: text(),
  message: text(),
});
export type ErrorBody = z.infer<typeof errorBody>;
