import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, timestamp } from './common';
import {
  CONTROL_CHARACTER_PROBLEM,
  FORMAT_CHARACTER_PROBLEM,
  NUL_PROBLEM,
  TEXT_CONTROL_CHARACTER_PROBLEM,
  UNPAIRED_SURROGATE_PROBLEM,
  singleLine,
  text,
  textLines,
  trimmedLine,
  url,
} from './text';

const problemsOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** One character of each kind a line refuses: C0 (tab and line breaks too), DEL, C1. */
const controls = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];

describe('text()', () => {
  it('keeps tabs, line breaks and other characters of free text', () => {
    const value = 'line one\n\tline two\r\nbell \u0007, escape \u001b[1m, next line \u0085, emoji \u{1f680}';
    expect(text().parse(value)).toBe(value);
  });

  it('refuses NUL wherever it is', () => {
    for (const value of ['\u0000', 'a\u0000b', 'end\u0000']) {
      expect(problemsOf(text(), value)).toEqual([NUL_PROBLEM]);
    }
  });

  it('refuses an unpaired surrogate, which has no UTF-8 form', () => {
    for (const value of ['\ud800', 'a\udc00b', '\udc00\ud800']) {
      expect(problemsOf(text(), value)).toEqual([UNPAIRED_SURROGATE_PROBLEM]);
    }
  });
});

/** Format characters (Cf): bidi embeddings, overrides and isolates, zero-width ones, BOM, soft hyphen, a tag. */
const formats = [
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u061c',
  '\u{e0041}',
];

describe('textLines()', () => {
  it('keeps tabs, line breaks and other characters', () => {
    const value = 'line one\n\tline two\r\nemoji \u{1f680}, zero width joiner \u200d';
    expect(textLines().parse(value)).toBe(value);
  });

  it('refuses every other control character: NUL, escape, bell, DEL and C1', () => {
    for (const control of ['\u0000', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b']) {
      expect(problemsOf(textLines(), `a${control}b`), JSON.stringify(control)).toEqual([
        TEXT_CONTROL_CHARACTER_PROBLEM,
      ]);
    }
  });
});

describe('singleLine()', () => {
  it('refuses format characters, which make a name look like another or read otherwise than it is', () => {
    for (const format of formats) {
      expect(problemsOf(singleLine(), `dup${format}`), JSON.stringify(format)).toEqual([
        FORMAT_CHARACTER_PROBLEM,
      ]);
    }
  });

  it('keeps any printable character, non-Latin scripts and emoji included', () => {
    for (const value of ['web-api_2', 'café crème', '東京', 'release 🚀', ' spaced ']) {
      expect(singleLine().parse(value)).toBe(value);
    }
  });

  it('refuses every control character: C0 with tab and line breaks, DEL and C1', () => {
    for (const control of controls) {
      expect(problemsOf(singleLine(), `a${control}b`), JSON.stringify(control)).toEqual([
        CONTROL_CHARACTER_PROBLEM,
      ]);
    }
  });

  it('keeps its rule under the checks chained after it', () => {
    const name = singleLine().trim().min(1, 'is required');
    expect(problemsOf(name, ' a\u0000b ')).toEqual([CONTROL_CHARACTER_PROBLEM]);
    expect(name.parse(' a b ')).toBe('a b');
  });
});

describe('trimmedLine()', () => {
  it('trims surrounding whitespace, line breaks included, before it looks for control characters', () => {
    expect(trimmedLine().parse('  ghp_token\r\n')).toBe('ghp_token');
    expect(problemsOf(trimmedLine(), 'ghp\ntoken')).toEqual([CONTROL_CHARACTER_PROBLEM]);
    expect(problemsOf(trimmedLine(), ' \u0000 ')).toEqual([CONTROL_CHARACTER_PROBLEM]);
  });

  it('refuses format characters inside a line', () => {
    for (const format of formats) {
      expect(problemsOf(trimmedLine(), `a${format}b`), JSON.stringify(format)).toEqual([
        FORMAT_CHARACTER_PROBLEM,
      ]);
    }
  });
});

describe('url()', () => {
  it('refuses the control characters URL parsing alone lets through in a path', () => {
    for (const control of ['\u0000', '\t', '\n', '\u0007', '\u007f', '\u0085']) {
      const value = `https://example.com/a${control}b`;
      expect(z.url().safeParse(value).success, JSON.stringify(control)).toBe(true);
      expect(problemsOf(url(), value)).toEqual([CONTROL_CHARACTER_PROBLEM]);
    }
  });

  it('trims a URL as pasted before checking it', () => {
    expect(url().parse(' https://example.com/hook\n')).toBe('https://example.com/hook');
  });

  it('keeps the options of the URL it checks', () => {
    const web = url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
    expect(web.parse('https://example.com/hook')).toBe('https://example.com/hook');
    expect(problemsOf(web, 'ftp://example.com')).toEqual(['must be an http:// or https:// URL']);
  });
});

describe("zod's own formats", () => {
  it('refuse NUL and control characters without help', () => {
    const formats: [string, z.ZodType, string][] = [
      ['email', z.email(), 'person@example.com'],
      ['uuid', id, '0d8f1c3e-5b6a-4c2d-9e8f-1a2b3c4d5e6f'],
      ['datetime', timestamp, '2026-01-02T03:04:05Z'],
    ];
    for (const [format, schema, valid] of formats) {
      expect(schema.safeParse(valid).success, format).toBe(true);
      for (const control of ['\u0000', '\n', '\u0085']) {
        expect(schema.safeParse(`${valid}${control}`).success, `${format} ${JSON.stringify(control)}`).toBe(
          false,
        );
        expect(schema.safeParse(`${control}${valid}`).success, `${format} ${JSON.stringify(control)}`).toBe(
          false,
        );
      }
    }
  });

  it('makes each kind of string once, shared by every field of that kind, and a narrower one apart', () => {
    for (const kind of [text, textLines, singleLine, trimmedLine]) expect(kind()).toBe(kind());
    const named = singleLine().min(1);
    expect(named).not.toBe(singleLine());
    expect(problemsOf(singleLine(), '')).toEqual([]);
    expect(problemsOf(named, '')).toHaveLength(1);
  });
});
