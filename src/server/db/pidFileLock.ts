import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * The lock where the kernel offers none this server can reach (systems without Linux's abstract sockets): a file
 * created exclusively, naming its holder's pid. A lock whose pid no longer runs is taken over; one whose pid was
 * given to another program since keeps the folder locked until the file is removed.
 */
export type PidFileLockOutcome =
  | { readonly kind: 'held'; readonly release: () => void }
  | { readonly kind: 'taken'; readonly holderPid: number | null };

export function holdPidFileLock(path: string, pid: number = process.pid): PidFileLockOutcome {
  // Two rounds: the second one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(path, pid)) return { kind: 'held', release: () => releaseIfOurs(path, pid) };
    const holder = readLockHolder(path);
    if (holder !== null && isRunning(holder)) return { kind: 'taken', holderPid: holder };
    rmSync(path, { force: true });
  }
  return { kind: 'taken', holderPid: readLockHolder(path) };
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

/** Removes the file only if it still names this process. */
export function releaseIfOurs(path: string, pid: number): void {
  if (readLockHolder(path) === pid) rmSync(path, { force: true });
}

export function readLockHolder(path: string): number | null {
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
