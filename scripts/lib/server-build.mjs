// The API server as plain JavaScript: one ES module bundled by esbuild (the transpiler tsx runs on, so the code
// runs as it did under tsx), built when its sources changed since the last build (or there is none, as on a fresh
// clone). `npm start`, the e2e harness, the benchmarks and `npm test` run dist/server/main.mjs, transpiling nothing
// at start, and load one file instead of hundreds of modules of the server and its dependencies.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { buildStaleReason } from './build-freshness.mjs';
import { projectRoot } from './processes.mjs';

export const SERVER_BUILD_DIR = 'dist/server';

/** The built server, written last by every build, so its date stands for the build's. */
export const SERVER_BUILD_MARKER = `${SERVER_BUILD_DIR}/main.mjs`;

/** Everything the build reads, relative to the project root; folders count by their newest file. */
export const SERVER_BUILD_INPUTS = [
  'src/server',
  'src/contract',
  // A dependency upgrade changes the bundle as surely as an edit does.
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/server-build.mjs',
];

// Tests, their helpers and notes are not part of the server: editing one should not cost a rebuild.
const NOT_BUILT = /(\.test\.ts$)|(\/testing\/)|(\.md$)/;

/**
 * Dependencies left out of the bundle, imported from node_modules at run time: each loads files that lie beside
 * its own module (PGlite's WebAssembly and data files, the HCL parser's WebAssembly), or is an optional native
 * module a dependency asks for when present (`pg-native`).
 */
const EXTERNAL = ['@electric-sql/pglite', '@cdktn/hcl2json', 'pg-native'];

const MIGRATIONS = 'src/server/db/migrations';

/** Whether `copy` holds what `source` holds: a migration already copied is left alone, not rewritten under a reader. */
function sameFile(source, copy) {
  try {
    return statSync(source).isFile() && readFileSync(source).equals(readFileSync(copy));
  } catch {
    return false;
  }
}

/** Why the server must be rebuilt, in words, or undefined when dist/server is current. */
export function serverBuildStaleReason(root = projectRoot) {
  return buildStaleReason({
    root,
    marker: SERVER_BUILD_MARKER,
    inputs: SERVER_BUILD_INPUTS,
    ignored: NOT_BUILT,
  });
}

/**
 * Bundles src/server/main.ts into dist/server/main.mjs, with the migrations it applies beside it (it finds them
 * next to itself, as the sources do). The bundle is written elsewhere and moved into place, so a server starting
 * meanwhile (another run, another script) reads the previous build or this one, never half of one.
 */
export async function buildServer(root = projectRoot) {
  const { build } = await import('esbuild');
  const outDir = path.join(root, SERVER_BUILD_DIR);
  mkdirSync(outDir, { recursive: true });
  const staging = mkdtempSync(path.join(outDir, '.build-'));
  try {
    await build({
      absWorkingDir: root,
      entryPoints: ['src/server/main.ts'],
      outfile: path.join(staging, 'main.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      // Bundled CommonJS dependencies require Node's own modules: an ES module has no `require` of its own.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      // Without comments and spaces: Node parses less at each start and holds less source, all of it ASCII (one
      // non-ASCII character in a comment made V8 hold the whole source at two bytes a character). Names are kept
      // for stack traces; for their lines in the sources: `node --enable-source-maps dist/server/main.mjs`.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'external',
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
    });
    cpSync(path.join(root, MIGRATIONS), path.join(outDir, 'migrations'), {
      recursive: true,
      filter: (source, copy) => !sameFile(source, copy),
    });
    // The licence comments of the dependencies bundled, when they have any.
    for (const companion of ['main.mjs.map', 'main.mjs.LEGAL.txt']) {
      if (existsSync(path.join(staging, companion))) {
        renameSync(path.join(staging, companion), path.join(outDir, companion));
      }
    }
    renameSync(path.join(staging, 'main.mjs'), path.join(root, SERVER_BUILD_MARKER));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Builds the server when its build is stale. Resolves whether it built; rejects when the build fails. The marker
 * is then dated to the build's start, so a file saved while esbuild was running counts as newer.
 */
export async function ensureServerBuild({ root = projectRoot, log = console.log } = {}) {
  const reason = serverBuildStaleReason(root);
  if (!reason) return false;
  log(`Building the server: ${reason}.`);
  const startedAt = new Date();
  try {
    await buildServer(root);
  } catch (error) {
    throw new Error(`The server build failed: ${error instanceof Error ? error.message : error}`);
  }
  const marker = path.join(root, SERVER_BUILD_MARKER);
  if (!existsSync(marker)) throw new Error(`The server build did not write ${SERVER_BUILD_MARKER}.`);
  utimesSync(marker, startedAt, startedAt);
  return true;
}
