import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock';

const folders: string[] = [];
function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A pid no process has: beyond the kernel's default pid_max. */
const DEAD_PID = 4_194_304 + 17;

describe('data folder lock', () => {
  it('refuses a second holder while the first one runs, and frees the folder on release', () => {
    const folder = dataDir();
    const lock = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));

    expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(folder)).toThrow(`in use by another server (pid ${process.pid})`);

    lock.release();
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(folder).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = dataDir();
    writeFileSync(join(folder, LOCK_FILE_NAME), `${DEAD_PID}\n`);
    const lock = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('makes the server refuse to start, with one clear line and exit code 1', () => {
    const folder = dataDir();
    const lock = acquireDataDirLock(folder);
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', PORT: '0' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn'));
      expect(lines).toEqual([
        `The data folder ${folder} is in use by another server (pid ${process.pid}); ` +
          'stop it first or start this one with another DATA_DIR.',
      ]);
    } finally {
      lock.release();
    }
  });
});
