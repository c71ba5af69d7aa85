// `npm start`: the whole product on one port. The server serves the built console, so build it first when the
// sources changed since (or there is no build yet, as on a fresh clone), then run the server in the foreground.
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { startServer } from './lib/processes.mjs';

try {
  await ensureConsoleBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { exited } = startServer();
process.exit(await exited);
