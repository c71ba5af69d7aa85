import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TerraformSourceError } from './errors';

/** What git sends over HTTPS beside a token; see cloneCredentials of the git providers. */
export interface CloneCredentials {
  username: string;
  password: string;
}

export interface CheckoutOptions {
  /** An http(s) or file:// URL, or an absolute path to a repository on this machine. */
  url: string;
  branch: string;
  /** Where the temporary clone goes; the system temp folder by default. */
  workDir?: string;
  /** For the whole clone. */
  timeoutMs?: number;
  credentials?: CloneCredentials | null;
}

/**
 * Clones the tip of one branch into a temporary folder, hands it to `use`, and removes it whatever happens.
 * git runs without a shell, without prompts and without the host's credential helpers, so a request can only
 * ever read what its own URL and token give access to.
 */
export async function withCheckout<T>(
  options: CheckoutOptions,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const source = cloneSource(options.url);
  const parent = await mkdtemp(join(options.workDir ?? tmpdir(), 'terraform-source-'));
  try {
    const folder = join(parent, 'repository');
    await clone(source, options, folder);
    return await use(folder);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

function cloneSource(url: string): string {
  const trimmed = url.trim();
  if (/^(https?|file):\/\//i.test(trimmed)) return trimmed;
  // A file:// URL rather than the path: git ignores --depth for plain local paths and copies everything.
  if (isAbsolute(trimmed)) return pathToFileURL(trimmed).href;
  throw new TerraformSourceError(
    'repository_not_found',
    `"${redact(trimmed)}" is not a repository address: use an https:// or file:// URL, or an absolute path`,
  );
}

function clone(source: string, options: CheckoutOptions, folder: string): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const args = [
    '-c',
    'credential.helper=',
    'clone',
    '--quiet',
    '--depth=1',
    '--no-tags',
    `--branch=${options.branch}`,
    '--',
    source,
    folder,
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    ...authorizationConfig(source, options.credentials),
  };
  return new Promise((resolve, reject) => {
    execFile('git', args, { env, timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      reject(cloneError(error, String(stderr), source, options, timeoutMs));
    });
  });
}

/**
 * The token goes in an Authorization header scoped to the repository's origin, through git's environment
 * configuration: it stays out of the command line (visible to every local user) and out of the clone's config.
 */
function authorizationConfig(source: string, credentials: CloneCredentials | null | undefined) {
  if (!credentials || !/^https?:/i.test(source)) return {};
  const basic = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${new URL(source).origin}/.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
  };
}

function cloneError(
  error: Error & { code?: unknown; killed?: boolean },
  stderr: string,
  source: string,
  options: CheckoutOptions,
  timeoutMs: number,
): Error {
  const where = redact(source);
  if (error.code === 'ENOENT') return new Error('git is not installed on the platform host');
  if (error.killed) {
    return new TerraformSourceError('unreachable', `Cloning ${where} took longer than ${timeoutMs / 1000} s`);
  }
  const reason = lastFatalLine(stderr);
  if (/remote branch .* not found|could not find remote branch/i.test(stderr)) {
    return new TerraformSourceError(
      'branch_not_found',
      `Branch "${options.branch}" does not exist in ${where}`,
    );
  }
  if (
    /could not resolve host|failed to connect|couldn't connect|timed out|network is unreachable/i.test(stderr)
  ) {
    return new TerraformSourceError('unreachable', `${where} could not be reached: ${reason}`);
  }
  const access = options.credentials ? 'with its git token' : 'without a git token';
  return new TerraformSourceError(
    'repository_not_found',
    `${where} is not a git repository that can be read ${access}: ${reason}`,
  );
}

function lastFatalLine(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  const fatal = lines.filter((line) => line.startsWith('fatal:')).at(-1) ?? lines.filter(Boolean).at(-1);
  return redact(fatal?.replace(/^fatal:\s*/, '') ?? 'git failed');
}

/** Strips a user and token written into a URL, wherever it appears in a message. */
export function redact(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1');
}
