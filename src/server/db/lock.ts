import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its folder, and two processes writing one folder lose data. So the server holds a lock
 * file naming its pid for as long as it runs.
 */
export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${holderPid}); ` +
        'stop it first or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Takes the lock on `dataDir`; a lock left by a process that no longer runs is taken over. */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  // Two rounds: the second one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(path, pid)) return lockAt(path, pid);
    const holder = readHolder(path);
    if (holder !== null && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    rmSync(path, { force: true });
  }
  const holder = readHolder(path) ?? 0;
  throw new DataDirLockedError(dataDir, holder);
}

function tryCreate(path: string, pid: number): boolean {
  try {
    // 'wx' fails when the file exists: creating it is the atomic test-and-set.
    const fd = openSync(path, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function lockAt(path: string, pid: number): DataDirLock {
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      // Only remove the file if it is still ours.
      if (readHolder(path) === pid) rmSync(path, { force: true });
    },
  };
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
