import { describe, expect, it } from 'vitest';
import { formatDotenv } from './dotenv';
import { diffRaw } from './rawDiff';

const current = [
  { id: 'v1', key: 'HOST', value: 'db.internal' },
  { id: 'v2', key: 'PORT', value: '5432' },
  { id: 'v3', key: 'MODE', value: 'dev' },
];

describe('diffRaw', () => {
  it('sees nothing to save in the text it started from', () => {
    const diff = diffRaw(current, formatDotenv(current));
    expect(diff).toMatchObject({ creates: [], updates: [], deletes: [], problems: [], unchanged: true });
  });

  it('turns added, changed and removed lines into creations, updates and deletions', () => {
    const diff = diffRaw(current, 'HOST=db.internal\nPORT=6543\nNEW_KEY="a b"\n');
    expect(diff.creates).toEqual([{ key: 'NEW_KEY', after: 'a b' }]);
    expect(diff.updates).toEqual([{ id: 'v2', key: 'PORT', before: '5432', after: '6543' }]);
    expect(diff.deletes).toEqual([{ id: 'v3', key: 'MODE', before: 'dev' }]);
    expect(diff.unchanged).toBe(false);
  });

  it('treats a key in another case as a new key', () => {
    const diff = diffRaw(current, formatDotenv(current) + 'host=other\n');
    expect(diff.creates).toEqual([{ key: 'host', after: 'other' }]);
  });

  it('refuses keys it may not set and keys given twice, naming their lines', () => {
    const diff = diffRaw(
      current,
      'HOST=db.internal\nPORT=5432\nMODE=dev\nAPI_SECRET=x\nMODE=prod\n',
      new Set(['API_SECRET']),
    );
    expect(diff.problems.map((problem) => problem.message)).toEqual([
      'Line 4: API_SECRET is a secret, a file or an inherited variable; change it from the table.',
      'MODE is given more than once.',
    ]);
    expect(diff.creates).toEqual([]);
  });

  it('passes on lines that cannot be read', () => {
    expect(diffRaw(current, 'HOST db.internal').problems).toEqual([
      { line: 1, message: 'Line 1 is not KEY=value.' },
    ]);
  });
});
