import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleBuildStaleReason } from './console-build.mjs';

const BUILT_AT = new Date('2026-01-01T12:00:00Z');
const BEFORE = new Date('2026-01-01T11:00:00Z');
const AFTER = new Date('2026-01-01T13:00:00Z');

describe('consoleBuildStaleReason', () => {
  let root: string;

  function write(file: string, modified: Date) {
    const absolute = path.join(root, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, '');
    utimesSync(absolute, modified, modified);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'console-build-'));
    write('src/web/main.tsx', BEFORE);
    write('src/contract/common.ts', BEFORE);
    write('index.html', BEFORE);
    write('vite.config.ts', BEFORE);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('asks for a build when there is none', () => {
    expect(consoleBuildStaleReason(root)).toBe('dist/web/index.html is missing');
  });

  it('is current when every source is older than the build', () => {
    write('dist/web/index.html', BUILT_AT);
    expect(consoleBuildStaleReason(root)).toBeUndefined();
  });

  it.each([
    'src/web/features/projects/pages/ProjectsPage.tsx',
    'src/contract/projects.ts',
    'index.html',
    'public/logo.svg',
  ])('names %s when it changed after the build', (file) => {
    write('dist/web/index.html', BUILT_AT);
    write(file, AFTER);
    expect(consoleBuildStaleReason(root)).toBe(`${file} changed after the last build`);
  });

  it('ignores tests, which are not part of the bundle', () => {
    write('dist/web/index.html', BUILT_AT);
    write('src/web/features/projects/ProjectsPage.test.tsx', AFTER);
    write('src/web/test/setup.ts', AFTER);
    expect(consoleBuildStaleReason(root)).toBeUndefined();
  });

  it('ignores the server, which the console does not bundle', () => {
    write('dist/web/index.html', BUILT_AT);
    write('src/server/main.ts', AFTER);
    expect(consoleBuildStaleReason(root)).toBeUndefined();
  });
});
