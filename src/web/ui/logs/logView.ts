/** Pure pieces of the log viewer: filtering, search and export, cheap to test and to run on 100,000 lines. */

export type LogLevel = 'info' | 'warning' | 'error';
export const logLevels: readonly LogLevel[] = ['info', 'warning', 'error'];

export interface LogEntry {
  id: string;
  /** ISO timestamp. */
  time: string;
  level: LogLevel;
  text: string;
  /** Where the line comes from (a step), shown before the text. */
  source?: string | null;
}

/** Lines of the chosen levels; none chosen means every line. */
export function filterByLevel(
  entries: readonly LogEntry[],
  levels: ReadonlySet<LogLevel>,
): readonly LogEntry[] {
  if (levels.size === 0 || levels.size === logLevels.length) return entries;
  return entries.filter((entry) => levels.has(entry.level));
}

export function countLevels(entries: readonly LogEntry[]): Record<LogLevel, number> {
  const counts: Record<LogLevel, number> = { info: 0, warning: 0, error: 0 };
  for (const entry of entries) counts[entry.level] += 1;
  return counts;
}

/** One occurrence of the search text: the row (in the lines shown) and where in its text. */
export interface LogMatch {
  row: number;
  start: number;
  end: number;
}

/** Every occurrence of `needle` in the lines' text, ignoring case, in reading order. */
export function findMatches(entries: readonly LogEntry[], needle: string): LogMatch[] {
  const wanted = needle.toLocaleLowerCase();
  if (wanted === '') return [];
  const matches: LogMatch[] = [];
  entries.forEach((entry, row) => {
    const text = entry.text.toLocaleLowerCase();
    for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) {
      matches.push({ row, start: at, end: at + wanted.length });
    }
  });
  return matches;
}

/** The match to go to from `current`, wrapping around at either end; -1 when there are none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

export interface TextPart {
  text: string;
  /** Index of the match among all matches, when this part is one. */
  match?: number;
}

/** A line's text cut into plain parts and matches, for highlighting. `first` is the index of its first match. */
export function highlightParts(text: string, matches: readonly LogMatch[], first: number): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  matches.forEach((match, offset) => {
    if (match.start > at) parts.push({ text: text.slice(at, match.start) });
    parts.push({ text: text.slice(match.start, match.end), match: first + offset });
    at = match.end;
  });
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * Control characters but tab (C0, DEL, C1) and the bidi controls that make a line read otherwise than it is. A log
 * line may carry them from anywhere (a build's output, a value it prints); shown raw, an escape sequence would act
 * on the terminal a downloaded log is read in, and a carriage return or a bidi override would hide what precedes it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const hiddenCharacter = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const spelled: Record<string, string> = { '\n': '\\n', '\r': '\\r' };

/** The text with each control character written out as an escape (`\x1b`, `\r`, `\u202e`), harmless to show. */
export function withControlsShown(text: string): string {
  return text.replace(hiddenCharacter, (character) => {
    const code = character.charCodeAt(0);
    return (
      spelled[character] ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
    );
  });
}

const levelWords: Record<LogLevel, string> = { info: 'INFO', warning: 'WARN', error: 'ERROR' };
export const levelLabel = (level: LogLevel) => levelWords[level];

/** The lines as a plain text file: time, level, source and text (control characters written out) on each line. */
export function logText(entries: readonly LogEntry[]): string {
  return entries
    .map((entry) =>
      [
        entry.time,
        levelWords[entry.level].padEnd(5),
        entry.source ? `[${entry.source}]` : null,
        withControlsShown(entry.text),
      ]
        .filter((part) => part !== null)
        .join(' '),
    )
    .join('\n')
    .concat(entries.length > 0 ? '\n' : '');
}
