import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdPidFileLock, releaseIfOurs } from './pidFileLock';
import { holdSocketLock, lockNameOf } from './socketLock';

/**
 * PGlite does not lock its folder, and two processes writing one folder lose data. So the server holds a lock on
 * its data folder for as long as it runs: on Linux one the kernel drops when the process dies (`socketLock.ts`),
 * elsewhere a pid file (`pidFileLock.ts`). Either way `server.lock` in the folder names the holder's pid, for people.
 */
export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${holderPid ?? 'unknown'}); ` +
        'stop it first or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The file naming the holder. */
  readonly path: string;
  release(): void;
}

/** Takes the lock on `dataDir`, or throws `DataDirLockedError` naming the server that holds it. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const pid = process.pid;
  const bySocket = process.platform === 'linux' ? await holdSocketLock(lockNameOf(dataDir)) : null;
  if (bySocket?.kind === 'taken') throw new DataDirLockedError(dataDir, bySocket.holderPid);
  if (bySocket?.kind === 'held') {
    // The file is a note here, not the lock: one left by a server killed outright is simply written over.
    const draft = `${path}.${pid}`;
    writeFileSync(draft, `${pid}\n`);
    renameSync(draft, path);
    return held(path, () => {
      releaseIfOurs(path, pid);
      bySocket.release();
    });
  }
  const byFile = holdPidFileLock(path, pid);
  if (byFile.kind === 'taken') throw new DataDirLockedError(dataDir, byFile.holderPid);
  return held(path, byFile.release);
}

function held(path: string, release: () => void): DataDirLock {
  let holding = true;
  return {
    path,
    release() {
      if (!holding) return;
      holding = false;
      release();
    },
  };
}
