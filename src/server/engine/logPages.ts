import type { LogRecord } from './records';
import type { LogPage, LogPageRequest } from './store';

/** A line with the order it was written in. */
export interface WrittenLine {
  line: LogRecord;
  written: number;
}

/** Whether a message holds the searched text, as the console's search matches (case-insensitive). */
export const messageHolds = (message: string, text: string) =>
  message.toLocaleLowerCase().includes(text.toLocaleLowerCase());

/**
 * A part of a log held in memory, `ordered` in time order (ties by writing order): what the SQL store answers
 * with its queries, for the in-memory store of the tests.
 */
export function pageOfLines(ordered: readonly WrittenLine[], request: LogPageRequest): LogPage | null {
  const last = ordered.reduce<WrittenLine | null>(
    (newest, entry) => (!newest || entry.written > newest.written ? entry : newest),
    null,
  );
  const base = {
    total: ordered.length,
    lastWrittenId: last?.line.id ?? null,
    firstPosition: 0,
    hasOlder: false,
    matchCount: 0,
    matchPositions: [],
  };
  const lines = (entries: readonly WrittenLine[]) => entries.map(({ line }) => ({ ...line }));
  const olderThan = (end: number) => {
    const start = Math.max(0, end - request.limit);
    return { ...base, lines: lines(ordered.slice(start, end)), firstPosition: start, hasOlder: start > 0 };
  };
  switch (request.kind) {
    case 'latest':
      return olderThan(ordered.length);
    case 'before': {
      const at = ordered.findIndex(({ line }) => line.id === request.lineId);
      return at === -1 ? null : olderThan(at);
    }
    case 'after': {
      const cursor = ordered.find(({ line }) => line.id === request.lineId);
      if (!cursor) return null;
      const next = ordered
        .filter((entry) => entry.written > cursor.written)
        .sort((a, b) => a.written - b.written)
        .slice(0, request.limit);
      const kept = new Set(next);
      const lastWritten = next.length === request.limit ? next.at(-1) : last;
      return {
        ...base,
        lines: lines(ordered.filter((entry) => kept.has(entry))),
        lastWrittenId: lastWritten?.line.id ?? null,
      };
    }
    case 'search': {
      const positions = ordered.flatMap((entry, position) =>
        messageHolds(entry.line.message, request.text) ? [position] : [],
      );
      const answered = positions.slice(0, request.limit);
      return {
        ...base,
        lines: lines(answered.map((position) => ordered[position]!)),
        matchCount: positions.length,
        matchPositions: answered,
      };
    }
  }
}
