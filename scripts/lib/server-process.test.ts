import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, SERVER_READY_LINE } from './processes.mjs';
import { ensureServerBuild } from './server-build.mjs';

// `npm start` is this launcher plus the console's and the server's builds: the server started the way it starts it.
const LAUNCHER = `
import { startServer } from './scripts/lib/processes.mjs';
const { exited } = startServer();
process.exit(await exited);
`;

const folders: string[] = [];
// The build `npm start` makes first (`npm test` has made it: then this only checks it is current).
beforeAll(() => ensureServerBuild(), 120_000);
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Checks `condition` every 100 ms until it holds: for a process that is not our child, whose end no event tells us
 * of. It has no limit of its own, however loaded the machine: the test's limit ends one that hangs.
 */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

interface Launched {
  launcher: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the server says it listens; rejects if the launcher exits first. */
  listening: Promise<void>;
  output: () => string;
  dataDir: string;
  port: number;
}

/** The launcher in a process group of its own, as npm runs `npm start`. */
async function launch(extraEnv: Record<string, string> = {}): Promise<Launched> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-process-'));
  folders.push(dataDir);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const launcher = spawn(process.execPath, ['--input-type=module', '-e', LAUNCHER], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...environment,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-console'),
      BOOTSTRAP_ADMIN_TOKEN: 'process-test-token-0123456789',
      DEMO_DEPLOY: 'false',
      ...extraEnv,
    },
  });
  let output = '';
  let heard: () => void = () => {};
  const saidReady = new Promise<void>((resolve) => (heard = resolve));
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.split('\n').some((line) => line.startsWith(SERVER_READY_LINE))) heard();
  };
  launcher.stdout.on('data', keep);
  launcher.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  const listening = Promise.race([
    saidReady,
    exited.then((code) => {
      throw new Error(`The launcher exited (${code}) before the server listened:\n${output}`);
    }),
  ]);
  // A test that expects a failed start does not await this.
  listening.catch(() => undefined);
  return { launcher, exited, listening, output: () => output, dataDir, port };
}

/** Waits for the server to say it listens, checks that it answers, and names its pid (held by the lock file). */
async function serverPid(launched: Launched): Promise<number> {
  await launched.listening;
  const answer = await fetch(`http://127.0.0.1:${launched.port}/api/openapi.json`);
  expect(answer.ok).toBe(true);
  const pid = Number(readFileSync(path.join(launched.dataDir, 'server.lock'), 'utf8').trim());
  expect(pid).not.toBe(launched.launcher.pid);
  return pid;
}

describe('the server started as npm start starts it', () => {
  it('stops when its process group is told to stop, and releases its data folder', async () => {
    const launched = await launch();
    const pid = await serverPid(launched);

    process.kill(-(launched.launcher.pid ?? 0), 'SIGTERM');

    expect(await launched.exited).toBe(0);
    await until(() => !isRunning(pid));
    expect(existsSync(path.join(launched.dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it('stops by itself when what started it is killed outright', async () => {
    const launched = await launch();
    const pid = await serverPid(launched);

    // SIGKILL passes nothing on: the server learns it from its IPC channel closing.
    process.kill(launched.launcher.pid ?? 0, 'SIGKILL');

    await until(() => !isRunning(pid));
    expect(existsSync(path.join(launched.dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it('exits non-zero, saying why, when it cannot start', async () => {
    const launched = await launch({ DATABASE_URL: 'postgres://platform@127.0.0.1:1/unreachable' });

    expect(await launched.exited).not.toBe(0);
    expect(launched.output()).toContain('The server could not start');
  }, 60_000);
});
