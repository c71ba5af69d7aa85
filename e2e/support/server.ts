import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot, SERVER_READY_LINE, serverCommand } from '../../scripts/lib/processes.mjs';
import { ensureServerBuild } from '../../scripts/lib/server-build.mjs';

/** What the tests need to reach the server: its address and a token with the admin scope of the demo org. */
export interface ServerAddress {
  baseURL: string;
  adminToken: string;
}

export interface RunningServer extends ServerAddress {
  stop(): Promise<void>;
}

// PGlite's first start (creating the database and migrating it) takes seconds, a minute and more on a loaded
// machine: the start is awaited by the line the server prints, and this limit only ends one that hangs.
export const HUNG_START_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LINES_KEPT = 200;

/**
 * The port in the line the server prints once it listens (`Platform console: http://localhost:<port>/ …`). The
 * server is started on port 0 and the system picks a free one as it binds: a port probed free beforehand could be
 * taken meanwhile by another worker's server (or another run's) starting at the same moment.
 */
function portOfReadyLine(line: string): number | undefined {
  if (!line.startsWith(SERVER_READY_LINE)) return undefined;
  const port = /^http:\/\/[^:/]+:(\d+)\//.exec(line.slice(SERVER_READY_LINE.length))?.[1];
  return port === undefined ? undefined : Number(port);
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves with its port once the server says it listens; rejects, with its output, if it stops first or hangs. */
async function waitUntilReady(
  child: ChildProcess,
  log: () => string,
  started: Promise<number>,
): Promise<number> {
  let hung: ReturnType<typeof setTimeout> | undefined;
  let stopped: () => void = () => {};
  try {
    return await Promise.race([
      started,
      new Promise<never>((_resolve, reject) => {
        hung = setTimeout(
          () => reject(new Error(`The server did not start in ${HUNG_START_MS / 1000} s:\n${log()}`)),
          HUNG_START_MS,
        );
        stopped = () => reject(new Error(`The server stopped before it was ready:\n${log()}`));
        if (hasExited(child)) stopped();
        child.once('exit', stopped);
      }),
    ]);
  } finally {
    clearTimeout(hung);
    child.off('exit', stopped);
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real server (its build, made first when stale: global setup has made it, so a spec starting a server
 * of its own pays only the check) on a free port with an empty data folder of its own, and resolves once it says it
 * listens. Its output is kept and shown if it fails to start; E2E_SERVER_LOGS=1 shows it as it comes.
 */
export async function startServer({
  webDistDir,
  settings = {},
}: {
  webDistDir: string;
  /** Settings in place of the e2e ones; undefined leaves a setting to the server's default. */
  settings?: Record<string, string | undefined>;
}): Promise<RunningServer> {
  await ensureServerBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-e2e-'));
  const adminToken = `e2e-${randomBytes(24).toString('hex')}`;

  // Every run starts from the demo organization alone, in embedded PostgreSQL: a DATABASE_URL from the
  // developer's shell would otherwise point the tests at a real database.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(serverCommand.command, serverCommand.args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...environment,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      BOOTSTRAP_ADMIN_TOKEN: adminToken,
      // Tests send far more requests per hour than people; rate limiting has tests of its own in the server.
      RATE_LIMIT_PER_HOUR: '1000000',
      SESSION_RATE_LIMIT_PER_HOUR: '1000000',
      ANONYMOUS_RATE_LIMIT_PER_HOUR: '1000000',
      CHANGE_FEED_RATE_LIMIT_PER_HOUR: '1000000',
      // The terraform specs read the variables of a repository they create in a temp folder (a local path).
      ALLOW_LOCAL_GIT_SOURCES: '1',
      // The webhook specs deliver to a receiver on loopback.
      ALLOW_PRIVATE_WEBHOOK_TARGETS: '1',
      // Deployments take seconds rather than the demo's half a minute.
      ENGINE_TIME_SCALE: '0.2',
      ...settings,
    },
  });

  const recentLines: string[] = [];
  const echo = process.env.E2E_SERVER_LOGS === '1';
  let listening: (port: number) => void = () => {};
  const started = new Promise<number>((resolve) => (listening = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        recentLines.push(line);
        const port = portOfReadyLine(line);
        if (port !== undefined) listening(port);
        if (echo) process.stderr.write(`[server] ${line}\n`);
      }
      recentLines.splice(0, Math.max(0, recentLines.length - LOG_LINES_KEPT));
    });
  }

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  let port: number;
  try {
    port = await waitUntilReady(child, () => recentLines.join('\n'), started);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, adminToken, stop };
}

const BASE_URL_VARIABLE = 'E2E_BASE_URL';
const ADMIN_TOKEN_VARIABLE = 'E2E_ADMIN_TOKEN';
const CONSOLE_COPY_VARIABLE = 'E2E_WEB_DIST_DIR';

/** The server the tests run against when the person running them gives one (every worker then shares it). */
export function serverAddressFromEnvironment(): ServerAddress | undefined {
  const baseURL = process.env[BASE_URL_VARIABLE];
  const adminToken = process.env[ADMIN_TOKEN_VARIABLE];
  if (!baseURL) return undefined;
  if (!adminToken)
    throw new Error(`${BASE_URL_VARIABLE} is set: set ${ADMIN_TOKEN_VARIABLE} to an admin token too.`);
  return { baseURL: baseURL.replace(/\/$/, ''), adminToken };
}

/** Global setup hands the folder of its console copy to the test workers through their environment. */
export function publishConsoleCopy(webDistDir: string): void {
  process.env[CONSOLE_COPY_VARIABLE] = webDistDir;
}

/** The copy of the console build global setup made, which every worker's server serves. */
export function consoleCopyFromEnvironment(): string {
  const webDistDir = process.env[CONSOLE_COPY_VARIABLE];
  if (!webDistDir)
    throw new Error('No console copy: run the tests with `npx playwright test` (global setup makes it).');
  return webDistDir;
}
