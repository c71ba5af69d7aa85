import path from 'node:path';
import { ensureConsoleBuild } from '../scripts/lib/console-build.mjs';
import { projectRoot } from '../scripts/lib/processes.mjs';
import { publishServerAddress, serverAddressFromEnvironment, startServer } from './support/server';

/**
 * One real server for the whole run, on a fresh data folder; tests keep out of each other's way by creating what
 * they need under names of their own. Set E2E_BASE_URL and E2E_ADMIN_TOKEN to run against a server already up.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (serverAddressFromEnvironment()) return async () => {};
  await ensureConsoleBuild();
  const server = await startServer({ webDistDir: path.join(projectRoot, 'dist/web') });
  publishServerAddress(server);
  return () => server.stop();
}
