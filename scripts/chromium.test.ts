import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, ensureChromium, findChromium, NO_CHROMIUM_HELP } from './chromium.mjs';
import { projectRoot } from './lib/processes.mjs';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium/chrome';
const existing =
  (...paths: string[]) =>
  (file: string) =>
    paths.includes(file);

describe('findChromium', () => {
  it('takes an explicit path first, CHROMIUM_PATH before Playwright’s variable', () => {
    const env = { CHROMIUM_PATH: '/opt/a/chrome', PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: '/opt/b/chrome' };
    const found = findChromium({ env, exists: existing('/opt/a/chrome', '/opt/b/chrome', DEBIAN_CHROMIUM) });
    expect(found).toEqual({ executablePath: '/opt/a/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses an explicit path with nothing there rather than quietly using another browser', () => {
    expect(() =>
      findChromium({ env: { CHROMIUM_PATH: '/nowhere' }, exists: existing(DEBIAN_CHROMIUM) }),
    ).toThrow('CHROMIUM_PATH is /nowhere');
  });

  it('prefers the machine’s places in order: the paths searched, then Debian’s binary', () => {
    const env = { CHROMIUM_SEARCH_PATHS: `${PLAYWRIGHT_CHROMIUM}:${DEBIAN_CHROMIUM}` };
    expect(
      findChromium({ env, exists: existing(PLAYWRIGHT_CHROMIUM, DEBIAN_CHROMIUM) })?.executablePath,
    ).toBe(PLAYWRIGHT_CHROMIUM);
    expect(findChromium({ env, exists: existing(DEBIAN_CHROMIUM) })?.executablePath).toBe(DEBIAN_CHROMIUM);
  });

  it('looks at Playwright’s browser before Debian’s by default, and never at the /usr/bin wrapper', () => {
    const found = findChromium({ env: {}, exists: (file) => file !== '/usr/bin/chromium' });
    expect(found?.source).toBe('Playwright');
    expect(findChromium({ env: {}, exists: existing(DEBIAN_CHROMIUM) })).toEqual({
      executablePath: DEBIAN_CHROMIUM,
      source: 'Debian',
    });
  });

  it('finds nothing when the search paths are empty', () => {
    expect(findChromium({ env: { CHROMIUM_SEARCH_PATHS: '' }, exists: () => true })).toBeUndefined();
  });
});

describe('ensureChromium', () => {
  const env = { CHROMIUM_SEARCH_PATHS: DEBIAN_CHROMIUM };
  const quiet = () => {};

  it('installs nothing when a Chromium is there', async () => {
    const commands: string[] = [];
    const runCommand = async (command: string, args: string[]) => (
      commands.push([command, ...args].join(' ')),
      0
    );
    const found = await ensureChromium({ env, exists: existing(DEBIAN_CHROMIUM), runCommand, log: quiet });
    expect(found?.executablePath).toBe(DEBIAN_CHROMIUM);
    expect(commands).toEqual([]);
  });

  it('tries Playwright’s download, then, as root, Debian’s package', async () => {
    const installed = new Set<string>();
    const commands: string[] = [];
    const runCommand = async (command: string, args: string[]) => {
      commands.push([command.split('/').pop(), ...args].join(' '));
      if (command.endsWith('playwright')) return 1;
      if (args[0] === 'install') installed.add(DEBIAN_CHROMIUM);
      return 0;
    };
    const found = await ensureChromium({
      env,
      exists: (file) => installed.has(file),
      isRoot: true,
      runCommand,
      log: quiet,
    });
    expect(commands).toEqual([
      'playwright install chromium',
      'apt-get update',
      'apt-get install -y chromium',
    ]);
    expect(found?.executablePath).toBe(DEBIAN_CHROMIUM);
  });

  it('does not try apt-get without root, and gives up', async () => {
    const commands: string[] = [];
    const runCommand = async (command: string) => (commands.push(command.split('/').pop() ?? ''), 1);
    const found = await ensureChromium({ env, exists: () => false, isRoot: false, runCommand, log: quiet });
    expect(commands).toEqual(['playwright']);
    expect(found).toBeUndefined();
  });
});

describe('node scripts/chromium.mjs', () => {
  it('prints the one-line instruction and fails when no Chromium can be found', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/chromium.mjs', '--no-install'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        CHROMIUM_SEARCH_PATHS: '',
        CHROMIUM_PATH: '',
        PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: '',
      },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: `${NO_CHROMIUM_HELP}\n` });
  });
});
