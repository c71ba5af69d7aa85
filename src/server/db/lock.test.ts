import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const HOLDER = 'src/server/db/testing/holdDataDirLock.ts';

/** A process (run by `command` with `args`), the first line of its output that `wanted` accepts, and its exit. */
function started(command: string, args: string[], wanted = (_line: string) => true, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = new Promise<string | null>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (said) => {
      if (wanted(said)) resolve(said);
    });
    // A process that ends without saying it answers null.
    child.once('exit', () => resolve(null));
  });
  return { child, exited, line, stderr: () => stderr };
}

const holder = (folder: string) => started(process.execPath, ['--import', 'tsx', HOLDER, folder]);

/**
 * Whether a process is dead but not reaped: its main thread a zombie (`Z`), and its other threads gone (until they
 * are, it is not yet done closing its files, and its parent could not reap it).
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'Z' && readdirSync(`/proc/${pid}/task`).length === 1;
  } catch {
    return false;
  }
}

/** Polls what the kernel changes on its own; the test's time limit ends a wait that never succeeds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('data folder lock', () => {
  it('refuses a second holder while the first one holds it, naming its pid, and frees the folder on release', async () => {
    const folder = dataDir();
    const lock = await acquireDataDirLock(folder);
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));

    await expect(acquireDataDirLock(folder)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(folder)).rejects.toThrow(`in use by another server (pid ${process.pid})`);

    lock.release();
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
    (await acquireDataDirLock(folder)).release();
  });

  it('is free again once its holder is killed outright, before the dead process is reaped', async () => {
    const folder = dataDir();
    // `exec sleep` leaves the holder a child that is never waited for: killed, it stays a zombie.
    const parent = started('sh', [
      '-c',
      `"${process.execPath}" --import tsx ${HOLDER} "${folder}" & exec sleep 600`,
    ]);
    const line = await parent.line;
    expect(line).toMatch(/^held \d+$/);
    const holderPid = Number(line!.split(' ')[1]);

    process.kill(holderPid, 'SIGKILL');
    await until(() => isZombie(holderPid));

    const lock = await acquireDataDirLock(folder);
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('is taken although the file left behind names a live process that is not a server of the folder', async () => {
    const folder = dataDir();
    const unrelated = started('sleep', ['600']);
    writeFileSync(join(folder, LOCK_FILE_NAME), `${unrelated.child.pid}\n`);

    const lock = await acquireDataDirLock(folder);
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('goes to exactly one of several processes asking at the same instant; the others are told who holds it', async () => {
    const folder = dataDir();
    const contenders = [holder(folder), holder(folder), holder(folder), holder(folder)];
    const lines = await Promise.all(contenders.map((contender) => contender.line));

    const winners = lines.filter((line) => line?.startsWith('held '));
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]!.slice('held '.length);
    expect(lines.filter((line) => line !== winners[0])).toEqual(
      Array.from(
        { length: 3 },
        () =>
          `refused The data folder ${folder} is in use by another server (pid ${winnerPid}); ` +
          'stop it first or start this one with another DATA_DIR.',
      ),
    );
  });
});

describe('two servers started on one data folder at the same instant', () => {
  it('runs exactly one; the other exits with code 1 and one clear line naming the one that runs', async () => {
    const folder = dataDir();
    const env = {
      ...process.env,
      DATA_DIR: folder,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    const servers = [0, 1].map(() =>
      started(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], () => false, env),
    );

    const first = await Promise.race(servers.map(async (server) => ({ server, code: await server.exited })));
    const other = servers.find((server) => server !== first.server)!;
    expect(first.code).toBe(1);
    expect(first.server.stderr().trim().split('\n')).toEqual([
      `The data folder ${folder} is in use by another server (pid ${other.child.pid}); ` +
        'stop it first or start this one with another DATA_DIR.',
    ]);
    // The other one runs on, holding the folder (opening its database takes a while; it need not finish here).
    expect(other.child.exitCode).toBeNull();
    await expect(acquireDataDirLock(folder)).rejects.toThrow(
      `in use by another server (pid ${other.child.pid})`,
    );
  }, 90_000);
});
