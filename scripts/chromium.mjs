// Finds the Chromium that the e2e tests drive, and installs one when the machine has none.
// Usage: node scripts/chromium.mjs [--no-install]   prints the executable's path; exit 1 when there is none.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, run } from './lib/processes.mjs';

// Debian's build runs as root in a closed network: without these it refuses to start (sandbox), or keeps dialing
// Google's hosts. Harmless for Playwright's own build.
export const CHROMIUM_LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The binary itself: /usr/bin/chromium is a wrapper script that prints a (harmless) shell error at every start.
export const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';

const EXPLICIT_PATH_VARIABLES = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH'];

export const NO_CHROMIUM_HELP =
  'No Chromium found: install one (as root: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright has no build for this platform.
    return undefined;
  }
}

/**
 * Where a Chromium may be on this machine, best first. CHROMIUM_SEARCH_PATHS (path-list, may be empty) replaces
 * them, so that tests can make the search come up empty on a machine that has one.
 */
export function chromiumCandidates(env = process.env) {
  if (env.CHROMIUM_SEARCH_PATHS !== undefined) {
    return env.CHROMIUM_SEARCH_PATHS.split(path.delimiter)
      .filter(Boolean)
      .map((executablePath) => ({ executablePath, source: 'CHROMIUM_SEARCH_PATHS' }));
  }
  const playwrightPath = playwrightChromium();
  return [
    ...(playwrightPath ? [{ executablePath: playwrightPath, source: 'Playwright' }] : []),
    { executablePath: DEBIAN_CHROMIUM, source: 'Debian' },
  ];
}

/**
 * The Chromium to launch: { executablePath, source }, or undefined when there is none.
 * A path set explicitly must exist: silently falling back to another browser would hide the mistake.
 */
export function findChromium({ env = process.env, exists = existsSync } = {}) {
  for (const variable of EXPLICIT_PATH_VARIABLES) {
    const explicitPath = env[variable];
    if (!explicitPath) continue;
    if (!exists(explicitPath)) throw new Error(`${variable} is ${explicitPath}, but there is no file there.`);
    return { executablePath: explicitPath, source: variable };
  }
  return chromiumCandidates(env).find((candidate) => exists(candidate.executablePath));
}

/** The ways to install a Chromium, most portable first; apt-get only as root, where it needs no password. */
export function installAttempts({ isRoot }) {
  const attempts = [
    { description: "Playwright's download", commands: [[bin('playwright'), ['install', 'chromium']]] },
  ];
  if (isRoot) {
    attempts.push({
      description: "Debian's chromium package",
      commands: [
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', 'chromium']],
      ],
    });
  }
  return attempts;
}

/** Finds a Chromium, installing one if needed; resolves undefined when every way failed. */
export async function ensureChromium({
  env = process.env,
  exists = existsSync,
  isRoot = process.getuid?.() === 0,
  runCommand = (command, args) => run(command, args, { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }),
  log = console.error,
} = {}) {
  const found = findChromium({ env, exists });
  if (found) return found;
  for (const attempt of installAttempts({ isRoot })) {
    log(`No Chromium on this machine; installing one through ${attempt.description}.`);
    let succeeded = true;
    for (const [command, args] of attempt.commands) {
      if ((await runCommand(command, args).catch(() => 1)) !== 0) {
        succeeded = false;
        break;
      }
    }
    const installed = succeeded ? findChromium({ env, exists }) : undefined;
    if (installed) return installed;
    log(`Installing through ${attempt.description} did not give a Chromium.`);
  }
  return undefined;
}

async function main() {
  const install = !process.argv.includes('--no-install');
  const found = install ? await ensureChromium() : findChromium();
  if (!found) {
    console.error(NO_CHROMIUM_HELP);
    process.exit(1);
  }
  console.error(`Chromium: ${found.executablePath} (${found.source})`);
  console.log(found.executablePath);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
