import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild } from '../scripts/lib/console-build.mjs';
import { projectRoot } from '../scripts/lib/processes.mjs';
import { ensureServerBuild } from '../scripts/lib/server-build.mjs';
import { publishServerAddress, serverAddressFromEnvironment, startServer } from './support/server';

/**
 * One real server for the whole run, on a fresh data folder; tests keep out of each other's way by creating what
 * they need under names of their own. Set E2E_BASE_URL and E2E_ADMIN_TOKEN to run against a server already up.
 *
 * The server serves a copy of the console build taken at the start: a rebuild of dist/web meanwhile (another run,
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
    const server = await startServer({ webDistDir });
    publishServerAddress(server);
    return async () => {
      await server.stop();
      await removeCopy();
    };
  } catch (error) {
    await removeCopy();
    throw error;
  }
}
