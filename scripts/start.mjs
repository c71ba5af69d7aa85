// `npm start`: the whole product on one port. The server serves the built console, and runs as plain JavaScript:
// each is built first when its sources changed since (or there is no build yet, as on a fresh clone), then the
// server runs in the foreground.
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { startServer } from './lib/processes.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';

try {
  await ensureConsoleBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { exited } = startServer();
process.exit(await exited);
