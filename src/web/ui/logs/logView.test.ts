import { describe, expect, it } from 'vitest';
import {
  countLevels,
  filterByLevel,
  findMatches,
  highlightParts,
  logText,
  stepMatch,
  type LogEntry,
} from './logView';

const line = (id: number, level: LogEntry['level'], text: string, source?: string): LogEntry => ({
  id: String(id),
  time: `2025-05-01T10:00:0${id}.000Z`,
  level,
  text,
  source,
});

const lines = [
  line(1, 'info', 'Cloning acme/web at main', 'GIT_CLONE'),
  line(2, 'warning', 'npm WARN deprecated request', 'BUILD'),
  line(3, 'info', 'Step 3/7 : RUN npm ci', 'BUILD'),
  line(4, 'error', 'Build failed: npm ci exited with code 2', 'BUILD'),
];

describe('log view', () => {
  it('filters by level, every line when none or all are chosen', () => {
    expect(filterByLevel(lines, new Set())).toBe(lines);
    expect(filterByLevel(lines, new Set(['info', 'warning', 'error']))).toBe(lines);
    expect(filterByLevel(lines, new Set(['error'])).map((entry) => entry.id)).toEqual(['4']);
    expect(filterByLevel(lines, new Set(['warning', 'error'])).map((entry) => entry.id)).toEqual(['2', '4']);
  });

  it('counts lines per level', () => {
    expect(countLevels(lines)).toEqual({ info: 2, warning: 1, error: 1 });
  });

  it('finds every occurrence ignoring case, several per line', () => {
    expect(findMatches(lines, 'NPM')).toEqual([
      { row: 1, start: 0, end: 3 },
      { row: 2, start: 15, end: 18 },
      { row: 3, start: 14, end: 17 },
    ]);
    expect(findMatches([line(1, 'info', 'aaaa')], 'aa')).toHaveLength(2);
    expect(findMatches(lines, '')).toEqual([]);
    expect(findMatches(lines, 'nowhere')).toEqual([]);
  });

  it('steps through matches, wrapping around both ends', () => {
    expect(stepMatch(-1, 3, 1)).toBe(0);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  it('cuts a line into plain text and numbered matches', () => {
    const text = 'npm ci: npm exited';
    const matches = findMatches([line(1, 'info', text)], 'npm');
    expect(highlightParts(text, matches, 5)).toEqual([
      { text: 'npm', match: 5 },
      { text: ' ci: ' },
      { text: 'npm', match: 6 },
      { text: ' exited' },
    ]);
  });

  it('writes the lines as text with time, level and source', () => {
    expect(logText(lines.slice(2))).toBe(
      '2025-05-01T10:00:03.000Z INFO  [BUILD] Step 3/7 : RUN npm ci\n' +
        '2025-05-01T10:00:04.000Z ERROR [BUILD] Build failed: npm ci exited with code 2\n',
    );
    expect(logText([])).toBe('');
  });

  // How fast is for `npm run bench:logs` to measure in a browser; this checks the answers at that size.
  it('finds every match and filters every level among 100,000 lines', () => {
    const levelOf = (index: number): LogEntry['level'] =>
      index % 10 === 0 ? 'error' : index % 10 === 5 ? 'warning' : 'info';
    const many = Array.from({ length: 100_000 }, (_, index) =>
      line(index, levelOf(index), `line ${index} of the build output`),
    );

    const rows = [9999, ...Array.from({ length: 10 }, (_, offset) => 99_990 + offset)];
    expect(findMatches(many, 'LINE 9999')).toEqual(rows.map((row) => ({ row, start: 0, end: 9 })));
    expect(findMatches(many, 'build output')).toHaveLength(100_000);
    expect(findMatches(many, 'line 100000')).toEqual([]);

    const errors = filterByLevel(many, new Set(['error']));
    expect(errors).toHaveLength(10_000);
    expect(errors.every((entry, index) => entry.id === String(index * 10))).toBe(true);
    const warnings = filterByLevel(many, new Set(['warning']));
    expect(warnings).toHaveLength(10_000);
    expect(warnings.every((entry) => entry.level === 'warning')).toBe(true);
    const notInfo = filterByLevel(many, new Set(['warning', 'error']));
    expect(notInfo).toHaveLength(20_000);
    expect(notInfo.map((entry) => Number(entry.id))).toEqual(
      many.filter((entry) => entry.level !== 'info').map((entry) => Number(entry.id)),
    );
    expect(countLevels(many)).toEqual({ info: 80_000, warning: 10_000, error: 10_000 });
  });
});
