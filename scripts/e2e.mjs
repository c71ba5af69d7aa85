// `npm run test:e2e [-- playwright options]`: the e2e specs with what they need first, current builds of the console
// and the server, and a Chromium (installed if the machine has none). Global setup starts the server.
import { ensureChromium, NO_CHROMIUM_HELP } from './chromium.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { bin, run } from './lib/processes.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';

try {
  await ensureConsoleBuild();
  await ensureServerBuild();
  if (!(await ensureChromium())) throw new Error(NO_CHROMIUM_HELP);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)]));
