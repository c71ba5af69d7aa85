// Whether the console in dist/web matches its sources, and rebuilding it when not. `npm start`, the e2e harness,
// `npm test` and `npm run size` all ask here, so they agree on what "stale" means.
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { buildStaleReason } from './build-freshness.mjs';
import { bin, projectRoot, run } from './processes.mjs';

/** Everything `vite build` reads, relative to the project root; folders count by their newest file. */
export const CONSOLE_BUILD_INPUTS = [
  'src/web',
  'src/contract',
  'index.html',
  'public',
  'vite.config.ts',
  // A dependency upgrade changes the bundle as surely as an edit does.
  'package-lock.json',
];

/** Written by every build, so its time stands for the build's. */
export const CONSOLE_BUILD_MARKER = 'dist/web/index.html';

// Tests are not part of the bundle: editing one should not cost a rebuild.
const NOT_BUILT = /(\.test\.[cm]?[jt]sx?$)|(^src\/web\/test\/)/;

/** Why the console must be rebuilt, in words, or undefined when dist/web is current. */
export function consoleBuildStaleReason(root = projectRoot) {
  return buildStaleReason({
    root,
    marker: CONSOLE_BUILD_MARKER,
    inputs: CONSOLE_BUILD_INPUTS,
    ignored: NOT_BUILT,
  });
}

/**
 * Runs `vite build` when the build is stale. Resolves whether it built; rejects when the build fails.
 * The marker is then dated to the build's start, so a file saved while Vite was running counts as newer.
 */
export async function ensureConsoleBuild({ root = projectRoot, log = console.log } = {}) {
  const reason = consoleBuildStaleReason(root);
  if (!reason) {
    log('Console build is up to date (dist/web).');
    return false;
  }
  log(`Building the console: ${reason}.`);
  const startedAt = new Date();
  const code = await run(bin('vite'), ['build'], { cwd: root });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code}).`);
  const marker = path.join(root, CONSOLE_BUILD_MARKER);
  if (!existsSync(marker)) throw new Error(`vite build did not write ${CONSOLE_BUILD_MARKER}.`);
  utimesSync(marker, startedAt, startedAt);
  return true;
}
