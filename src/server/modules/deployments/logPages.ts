import type { LogLineList, LogQuery } from '../../../contract';
import { InvalidFieldError } from '../../domain/errors';
import { LOG_LINES_LIMIT, type LogLinePage, type LogPageRequest } from '../../engine';

/** Whether the query asks for a part of the log rather than its last `tail` lines (the answer of old). */
export function isPaged(query: LogQuery): boolean {
  return (
    query.limit !== undefined ||
    query.before !== undefined ||
    query.after !== undefined ||
    query.search !== undefined
  );
}

const refused = (field: keyof LogQuery, message: string) =>
  new InvalidFieldError('query', [{ path: [field], message }]);

/** The part of the log a paged query asks for; throws when its parameters do not go together. */
export function logPageRequestOf(query: LogQuery): LogPageRequest {
  if (query.tail !== undefined)
    throw refused('tail', 'cannot be combined with limit, before, after or search');
  const limit = query.limit ?? LOG_LINES_LIMIT;
  if (query.search !== undefined) {
    if (query.before !== undefined || query.after !== undefined) {
      throw refused('search', 'cannot be combined with before or after');
    }
    return { kind: 'search', text: query.search, limit };
  }
  if (query.before !== undefined && query.after !== undefined) {
    throw refused('after', 'cannot be combined with before');
  }
  if (query.before !== undefined) return { kind: 'before', lineId: query.before, limit };
  if (query.after !== undefined) return { kind: 'after', lineId: query.after, limit };
  return { kind: 'latest', limit };
}

/** Refuses a cursor that names no line of the log read. */
export function cursorMissing(request: LogPageRequest): InvalidFieldError {
  const field = request.kind === 'after' ? 'after' : 'before';
  return refused(field, 'names no line of this log');
}

/** The answer to a paged query: the lines and what the console pages and follows by. */
export function logPageAnswer(page: LogLinePage, request: LogPageRequest): LogLineList {
  const answer: LogLineList = { results: page.lines, total: page.total, last_written: page.lastWrittenId };
  if (request.kind === 'latest' || request.kind === 'before') {
    answer.first_position = page.firstPosition;
    answer.has_older = page.hasOlder;
  }
  if (request.kind === 'search') {
    answer.match_count = page.matchCount;
    answer.match_positions = page.matchPositions;
  }
  return answer;
}
