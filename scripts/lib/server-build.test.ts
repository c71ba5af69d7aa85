import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureServerBuild, SERVER_BUILD_MARKER, serverBuildStaleReason } from './server-build.mjs';

const BUILT_AT = new Date('2026-01-01T12:00:00Z');
const BEFORE = new Date('2026-01-01T11:00:00Z');
const AFTER = new Date('2026-01-01T13:00:00Z');

describe('the server build', () => {
  let root: string;

  function write(file: string, modified: Date, content = '') {
    const absolute = path.join(root, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
    utimesSync(absolute, modified, modified);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'server-build-'));
    write(
      'src/server/main.ts',
      BEFORE,
      "import { answer } from '../contract/answer';\nconsole.log(answer);\n",
    );
    write('src/contract/answer.ts', BEFORE, 'export const answer: number = 42;\n');
    write('src/server/db/migrations/0000_first.sql', BEFORE, 'CREATE TABLE "first" ("id" integer);\n');
    write('package-lock.json', BEFORE, '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  describe('is stale', () => {
    it('when there is none', () => {
      expect(serverBuildStaleReason(root)).toBe('dist/server/main.mjs is missing');
    });

    it.each([
      'src/server/http/routes.ts',
      'src/server/db/migrations/0001_next.sql',
      'src/contract/projects.ts',
      'package-lock.json',
      'tsconfig.json',
    ])('when %s changed after it', (file) => {
      write(SERVER_BUILD_MARKER, BUILT_AT);
      write(file, AFTER);
      expect(serverBuildStaleReason(root)).toBe(`${file} changed after the last build`);
    });
  });

  describe('is current', () => {
    it('when every source is older than it', () => {
      write(SERVER_BUILD_MARKER, BUILT_AT);
      expect(serverBuildStaleReason(root)).toBeUndefined();
    });

    it.each([
      'src/server/http/routes.test.ts',
      'src/server/testing/seed.ts',
      'src/server/webhooks/testing/receiver.ts',
      'src/server/README.md',
      'src/web/main.tsx',
    ])('when only %s, which the server does not run, changed', (file) => {
      write(SERVER_BUILD_MARKER, BUILT_AT);
      write(file, AFTER);
      expect(serverBuildStaleReason(root)).toBeUndefined();
    });
  });

  it('is made when stale, runs as plain JavaScript beside its migrations, and is reused while current', async () => {
    const messages: string[] = [];
    const log = (message: string) => messages.push(message);

    expect(await ensureServerBuild({ root, log })).toBe(true);
    expect(messages).toEqual(['Building the server: dist/server/main.mjs is missing.']);
    const runBuild = () =>
      execFileSync(process.execPath, [path.join(root, SERVER_BUILD_MARKER)], { encoding: 'utf8' });
    expect(readFileSync(path.join(root, SERVER_BUILD_MARKER), 'utf8')).not.toContain(': number');
    expect(runBuild()).toBe('42\n');
    expect(readFileSync(path.join(root, 'dist/server/migrations/0000_first.sql'), 'utf8')).toContain(
      '"first"',
    );
    const builtAt = statSync(path.join(root, SERVER_BUILD_MARKER)).mtimeMs;

    expect(await ensureServerBuild({ root, log })).toBe(false);
    expect(messages).toHaveLength(1);
    expect(statSync(path.join(root, SERVER_BUILD_MARKER)).mtimeMs).toBe(builtAt);

    write('src/contract/answer.ts', new Date(builtAt + 60_000), 'export const answer: number = 43;\n');
    expect(await ensureServerBuild({ root, log })).toBe(true);
    expect(messages[1]).toBe('Building the server: src/contract/answer.ts changed after the last build.');
    expect(runBuild()).toBe('43\n');
  });
});
