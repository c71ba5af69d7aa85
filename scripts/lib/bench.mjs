// What the browser benchmarks (`npm run bench:*`) share: a Chromium, the real server on a data folder and port of
// its own, an API client with the admin token, and signing a page in with that token.
import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH_ARGS, ensureChromium, NO_CHROMIUM_HELP } from '../chromium.mjs';
import { projectRoot, startServer as startServerProcess } from './processes.mjs';
import { ensureServerBuild } from './server-build.mjs';

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Headless Chromium as the e2e tests drive it; one is installed when the machine has none. */
export async function launchChromium() {
  const found = await ensureChromium();
  if (!found) throw new Error(NO_CHROMIUM_HELP);
  return chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_LAUNCH_ARGS });
}

/**
 * The real server (its build, made first when stale) on an empty data folder of its own, with an admin token we
 * choose and no rate limit in the way.
 * It serves a copy of dist/web, so a rebuild meanwhile (another run, `npm start`) does not change the pages
 * under measurement. `env` adds to or overrides the server's environment (ENGINE_TIME_SCALE, DEMO_DEPLOY…).
 * `withConsole: false` serves no console (an API benchmark needs no build); `webSource` serves another build of it
 * than dist/web (an earlier one, to compare). `child` is the server's process, with its IPC channel.
 */
export async function startServer({
  name = 'bench',
  env = {},
  withConsole = true,
  webSource = path.join(projectRoot, 'dist/web'),
} = {}) {
  await ensureServerBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-data-`));
  const webDistDir = await mkdtemp(path.join(tmpdir(), `${name}-web-`));
  const removeFolders = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDistDir, { recursive: true, force: true });
  };
  try {
    if (withConsole) await cp(webSource, webDistDir, { recursive: true });
  } catch (error) {
    await removeFolders();
    throw error;
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const token = `bench-${randomBytes(24).toString('hex')}`;
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const { child, exited } = startServerProcess({
    cwd: projectRoot,
    stdio: 'pipe',
    env: {
      ...environment,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      BOOTSTRAP_ADMIN_TOKEN: token,
      // The figures are about the console, not about the request budget stretching it.
      RATE_LIMIT_PER_HOUR: '1000000',
      SESSION_RATE_LIMIT_PER_HOUR: '1000000',
      ...env,
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await removeFolders();
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/api/openapi.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, token, stop, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not start:\n${output.slice(-4000)}`);
}

/** `api(method, path, body)` against `/api` with the admin token; rejects on any answer but 2xx. */
export function apiClient(baseURL, token) {
  return async (method, apiPath, body) => {
    const response = await fetch(`${baseURL}/api${apiPath}`, {
      method,
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
}

/** Signs the page in through the console's sign-in form with the API token. */
export async function signIn(page, baseURL, token) {
  await page.goto(`${baseURL}/signin`);
  await page.getByRole('tab', { name: 'Use an API token' }).click();
  await page.getByRole('textbox', { name: 'API token', exact: true }).fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/organizations\//);
}

/** A numeric command-line option (`--name 5`), or `fallback` when not given. */
export function numericOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

/** Prints rows of text cells as aligned columns, the first row being the header. */
export function printTable(rows, separator = ' | ') {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join(separator)
        .trimEnd(),
    );
  }
}
