// A throwaway PostgreSQL server for the tests that need a real one (TEST_DATABASE_URL): Debian's binaries, a
// data folder in the temp dir, a free port on loopback, trust authentication. As root it runs as the `postgres`
// user, since the server refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined. */
export function findPostgresBin(root = DEBIAN_ROOT) {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a server binary, as `postgres` when we are root. */
function runAsServerUser(binary, args) {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed: ${result.stderr || result.stdout || result.error}`);
  }
  return result.stdout;
}

export const INSTALL_INSTRUCTION =
  'PostgreSQL is not installed: `sudo apt-get install postgresql` (Debian, Ubuntu) lets the tests run on it too.';

/**
 * The bin folder of an installed server; as root on a machine with apt, Debian's `postgresql` is installed first
 * when there is none. Undefined, after saying how to install it, when there is still none.
 */
export function ensurePostgresBin({ log = console.log } = {}) {
  const installed = findPostgresBin();
  if (installed) return installed;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    log("PostgreSQL is not installed: installing Debian's postgresql with apt-get.");
    const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    const update = spawnSync('apt-get', ['update'], options);
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], options);
    if (install && install.status === 0) return findPostgresBin();
  }
  log(INSTALL_INSTRUCTION);
  return undefined;
}

/**
 * Starts a server and answers { url, stop }: `url` names a database `platform_test` that tests may create other
 * databases beside. Undefined when no PostgreSQL is installed (the tests that need one are then skipped).
 */
export async function startTestPostgres({ bin = findPostgresBin() } = {}) {
  if (!bin) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'platform-pg-'));
  // The server user must reach its folder; the temp dir's own permissions differ between machines.
  chmodSync(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  if (isRoot()) execFileSync('chown', ['postgres', folder]);
  runAsServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'platform',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
  ]);
  runAsServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  runAsServerUser(path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'platform',
    'platform_test',
  ]);
  return {
    url: `postgres://platform@127.0.0.1:${port}/platform_test`,
    stop() {
      try {
        runAsServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** Creates the database `name` on the server of `serverUrl` and answers its URL. */
export async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `work` on a new database `name` of a PostgreSQL server for a benchmark: BENCH_DATABASE_URL's, or else a
 * throwaway one of Debian's, stopped afterwards. Answers what `work` answers, or null (having said why) when there
 * is no server to run on.
 */
export async function onBenchDatabase(name, work, { log = console.log } = {}) {
  let throwaway;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const bin = ensurePostgresBin({ log });
    if (!bin) return null;
    log('Starting a throwaway PostgreSQL server…');
    throwaway = await startTestPostgres({ bin });
    serverUrl = throwaway.url;
  }
  try {
    return await work(await createDatabase(serverUrl, name));
  } finally {
    throwaway?.stop();
  }
}
