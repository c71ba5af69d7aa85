/** One `KEY=value` of a `.env` text, with the line it starts on (1-based) to point at it in a preview. */
export interface DotenvEntry {
  key: string;
  value: string;
  line: number;
}

/** A line that could not be read, said in words a person can act on. */
export interface DotenvProblem {
  line: number;
  message: string;
}

export interface ParsedDotenv {
  /** In the order of the text; a key given twice keeps its last value, at its last place. */
  entries: DotenvEntry[];
  problems: DotenvProblem[];
  /** Keys given more than once (the last value counts). */
  duplicates: string[];
}

// Letters, digits and underscores, not starting with a digit; dots and dashes are accepted as many tools write them.
const KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const DOUBLE_QUOTED_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  '"': '"',
  '\\': '\\',
  $: '$',
};

/** Where a quoted value ends in `text` from `start` (just after its opening quote), or -1 when it never does. */
function closingQuote(text: string, start: number, quote: '"' | "'"): number {
  for (let at = start; at < text.length; at++) {
    if (quote === '"' && text[at] === '\\') {
      at++;
      continue;
    }
    if (text[at] === quote) return at;
  }
  return -1;
}

function unescapeDoubleQuoted(raw: string): string {
  return raw.replace(/\\(.)/gs, (whole, escaped: string) => DOUBLE_QUOTED_ESCAPES[escaped] ?? whole);
}

/** An unquoted value ends at a `#` that follows a blank (a comment); a `#` inside a word is part of the value. */
function unquotedValue(rest: string): string {
  const comment = rest.search(/\s#/);
  return (comment === -1 ? rest : rest.slice(0, comment)).trim();
}

/**
 * Reads a `.env` text as most tools write it: `KEY=value` lines, an optional `export ` before the key, `#` comments,
 * single quotes (taken as written), double quotes (with `\n`, `\t`, `\"`, `\\` and `\$` escapes), and quoted values
 * spanning several lines. Never throws: what it cannot read goes into `problems` with its line.
 */
export function parseDotenv(text: string): ParsedDotenv {
  const source = text.replace(/\r\n?/g, '\n');
  const byKey = new Map<string, DotenvEntry>();
  const problems: DotenvProblem[] = [];
  const duplicates = new Set<string>();
  let offset = 0;
  let lineNumber = 1;

  while (offset < source.length) {
    const lineEnd = source.indexOf('\n', offset);
    const end = lineEnd === -1 ? source.length : lineEnd;
    const line = source.slice(offset, end);
    const startLine = lineNumber;
    let next = end + 1;
    let consumedLines = 1;

    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) {
      const assignment = /^\s*(?:export\s+)?([^=\s]*)\s*=\s*/.exec(line);
      if (!assignment) {
        problems.push({ line: startLine, message: `Line ${startLine} is not KEY=value.` });
      } else if (!KEY.test(assignment[1]!)) {
        problems.push({
          line: startLine,
          message: `Line ${startLine}: “${assignment[1]}” is not a valid key (letters, digits and _ only, not starting with a digit).`,
        });
      } else {
        const key = assignment[1]!;
        const valueStart = offset + assignment[0].length;
        const quote = source[valueStart];
        let value: string | undefined;
        if (quote === '"' || quote === "'") {
          const close = closingQuote(source, valueStart + 1, quote);
          if (close === -1) {
            problems.push({
              line: startLine,
              message: `Line ${startLine}: the quote opened here is never closed.`,
            });
            next = source.length + 1;
          } else {
            const raw = source.slice(valueStart + 1, close);
            value = quote === '"' ? unescapeDoubleQuoted(raw) : raw;
            consumedLines = (source.slice(offset, close).match(/\n/g)?.length ?? 0) + 1;
            const afterEnd = source.indexOf('\n', close);
            const after = source.slice(close + 1, afterEnd === -1 ? source.length : afterEnd).trim();
            if (after !== '' && !after.startsWith('#')) {
              problems.push({ line: startLine, message: `Line ${startLine}: text after the closing quote.` });
              value = undefined;
            }
            next = afterEnd === -1 ? source.length + 1 : afterEnd + 1;
          }
        } else {
          value = unquotedValue(source.slice(valueStart, end));
        }
        if (value !== undefined) {
          if (byKey.has(key)) {
            duplicates.add(key);
            byKey.delete(key);
          }
          byKey.set(key, { key, value, line: startLine });
        }
      }
    }
    offset = next;
    lineNumber += consumedLines;
  }
  return { entries: [...byKey.values()], problems, duplicates: [...duplicates] };
}

// Values made of these characters only read the same unquoted; anything else is double-quoted.
const BARE_VALUE = /^[A-Za-z0-9_./:@+,=-]*$/;

function quoteValue(value: string): string {
  if (BARE_VALUE.test(value)) return value;
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\$/g, '\\$')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** Writes variables as a `.env` text that `parseDotenv` (and the usual tools) read back to the same values. */
export function formatDotenv(variables: readonly { key: string; value: string }[]): string {
  return variables.map(({ key, value }) => `${key}=${quoteValue(value)}\n`).join('');
}
