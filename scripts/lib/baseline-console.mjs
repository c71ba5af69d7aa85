// A second console to measure beside the current one in the same run (`--baseline <git ref>` or
// `--baseline-web <folder>` of a browser benchmark): the same server answers the API, while a browser context
// routed here gets its pages and scripts from the other build. On a machine shared with other work, figures of two
// builds taken minutes apart say little; taken in turn in one window, their ratio holds.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, projectRoot, run } from './processes.mjs';

/** The text option `--name value`, or undefined when not given. */
export function textOption(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * The console of a git ref (a commit, a branch, `main`), built into a folder of its own from the ref's files and
 * this checkout's node_modules. Resolves the built folder and a function removing it.
 */
export async function buildConsoleOf(ref) {
  const root = await mkdtemp(path.join(tmpdir(), 'baseline-console-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', ref], {
      cwd: projectRoot,
      maxBuffer: 1024 ** 3,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    console.log(`Building the console of ${ref} to measure beside this one…`);
    const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root });
    if (code !== 0) throw new Error(`vite build of ${ref} failed (exit code ${code}).`);
    return { folder: path.join(root, 'dist/web'), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * The baseline asked for on the command line: a built folder (`--baseline-web`) or a ref to build (`--baseline`).
 * Undefined when neither is given.
 */
export async function baselineConsole() {
  const folder = textOption('baseline-web');
  if (folder) {
    if (!existsSync(path.join(folder, 'index.html'))) throw new Error(`${folder} holds no built console.`);
    return {
      label: path.basename(path.resolve(folder)),
      folder: path.resolve(folder),
      remove: async () => {},
    };
  }
  const ref = textOption('baseline');
  if (!ref) return undefined;
  return { label: ref, ...(await buildConsoleOf(ref)) };
}

/** Serves the console's files of a browser context from `folder` (the API still from the server). */
export async function routeConsoleTo(context, folder) {
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && url.pathname !== '/api',
    (route) => {
      const wanted = path.join(folder, path.normalize(new URL(route.request().url()).pathname));
      const file =
        wanted.startsWith(folder) && existsSync(wanted) && statSync(wanted).isFile()
          ? wanted
          : path.join(folder, 'index.html');
      return route.fulfill({ path: file });
    },
  );
}
