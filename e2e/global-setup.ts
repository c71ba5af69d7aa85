import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild } from '../scripts/lib/console-build.mjs';
import { projectRoot } from '../scripts/lib/processes.mjs';
import { ensureServerBuild } from '../scripts/lib/server-build.mjs';
import { publishConsoleCopy, serverAddressFromEnvironment } from './support/server';

/**
 * Builds the console and the server when their sources changed, once for the run: each worker then starts a server
 * of its own from these builds (the `server` fixture in fixtures.ts). Set E2E_BASE_URL and E2E_ADMIN_TOKEN to run
 * against a server already up instead.
 *
 * The servers serve a copy of the console build taken here: a rebuild of dist/web meanwhile (another run,
 * `npm start`) would otherwise pull the bundle from under the pages open in the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (serverAddressFromEnvironment()) return async () => {};
  await ensureConsoleBuild();
  await ensureServerBuild();
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'platform-e2e-web-'));
  const removeCopy = () => rm(webDistDir, { recursive: true, force: true });
  try {
    await cp(path.join(projectRoot, 'dist/web'), webDistDir, { recursive: true });
  } catch (error) {
    await removeCopy();
    throw error;
  }
  publishConsoleCopy(webDistDir);
  return removeCopy;
}
