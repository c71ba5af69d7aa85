import { describe, expect, it } from 'vitest';
import { formatDotenv, parseDotenv } from './dotenv';

const pairs = (text: string) => parseDotenv(text).entries.map(({ key, value }) => [key, value]);

describe('parseDotenv', () => {
  it('reads KEY=value lines, skipping blank lines and comments', () => {
    const parsed = parseDotenv('# database\nDB_HOST=db.internal\n\n  # port below\nDB_PORT = 5432\n');
    expect(parsed.entries).toEqual([
      { key: 'DB_HOST', value: 'db.internal', line: 2 },
      { key: 'DB_PORT', value: '5432', line: 5 },
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('drops an export prefix and a trailing comment, but keeps a # inside a word', () => {
    expect(pairs('export API_URL=https://api.example.com/#top # the API\nCOLOR=#fff')).toEqual([
      ['API_URL', 'https://api.example.com/#top'],
      ['COLOR', '#fff'],
    ]);
  });

  it('takes single-quoted values as written and unescapes double-quoted ones', () => {
    expect(pairs(`RAW='a\\nb $HOME "x"'\nESCAPED="tab\\there \\"quoted\\" back\\\\slash \\$HOME"`)).toEqual([
      ['RAW', 'a\\nb $HOME "x"'],
      ['ESCAPED', 'tab\there "quoted" back\\slash $HOME'],
    ]);
  });

  it('reads quoted values over several lines and counts lines after them', () => {
    const parsed = parseDotenv('KEY="-----BEGIN KEY-----\nabc\n-----END KEY-----"\nNEXT=1\r\nLAST=\'x\ny\'');
    expect(parsed.entries).toEqual([
      { key: 'KEY', value: '-----BEGIN KEY-----\nabc\n-----END KEY-----', line: 1 },
      { key: 'NEXT', value: '1', line: 4 },
      { key: 'LAST', value: 'x\ny', line: 5 },
    ]);
  });

  it('keeps empty values and the last of a repeated key, and says which keys were repeated', () => {
    const parsed = parseDotenv('EMPTY=\nMODE=dev\nQUOTED=""\nMODE=prod');
    expect(parsed.entries.map(({ key, value }) => [key, value])).toEqual([
      ['EMPTY', ''],
      ['QUOTED', ''],
      ['MODE', 'prod'],
    ]);
    expect(parsed.duplicates).toEqual(['MODE']);
  });

  it('reports lines it cannot read, with their numbers, and reads the others', () => {
    const parsed = parseDotenv('GOOD=1\njust words\n1BAD=2\nOPEN="never closed\nLOST=3');
    expect(pairs('GOOD=1\njust words')).toEqual([['GOOD', '1']]);
    expect(parsed.problems.map((problem) => problem.line)).toEqual([2, 3, 4]);
    expect(parsed.problems[1]!.message).toContain('1BAD');
    expect(parsed.problems[2]!.message).toContain('never closed');
  });

  it('rejects text after a closing quote', () => {
    const parsed = parseDotenv('KEY="value" trailing');
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems).toEqual([{ line: 1, message: 'Line 1: text after the closing quote.' }]);
  });

  it('keeps keys case sensitive', () => {
    expect(pairs('key=lower\nKEY=upper')).toEqual([
      ['key', 'lower'],
      ['KEY', 'upper'],
    ]);
  });
});

describe('formatDotenv', () => {
  it('writes simple values bare and quotes the others', () => {
    expect(
      formatDotenv([
        { key: 'PORT', value: '8080' },
        { key: 'GREETING', value: 'hello world' },
      ]),
    ).toBe('PORT=8080\nGREETING="hello world"\n');
  });

  it('writes values that parseDotenv reads back unchanged', () => {
    const variables = [
      { key: 'EMPTY', value: '' },
      { key: 'URL', value: 'postgres://user@db:5432/app?ssl=true' },
      { key: 'PEM', value: '-----BEGIN-----\nline "two"\n\tthree\\four $HOME #five\r\n' },
      { key: 'SINGLE', value: "it's" },
      { key: 'HASH', value: 'a #comment-like' },
    ];
    expect(pairs(formatDotenv(variables))).toEqual(variables.map(({ key, value }) => [key, value]));
  });
});
