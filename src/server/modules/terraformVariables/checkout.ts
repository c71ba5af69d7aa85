import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isIP } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type GitConnection, gitConnection, gitEnvironment, localGitConnection } from '../../outbound/git';
import { hostOf, type OutboundPolicy, OutboundRefused } from '../../outbound/policy';
import { TerraformSourceError } from './errors';

/** What git sends over HTTPS beside a token; see cloneCredentials of the git providers. */
export interface CloneCredentials {
  username: string;
  password: string;
}

export interface CheckoutOptions {
  /** An https:// URL; a file:// URL or an absolute path too where `allowLocal` says so. */
  url: string;
  branch: string;
  /** Where the clone may connect: public addresses only unless the policy allows others. */
  outbound: OutboundPolicy;
  /** Whether repositories on this machine may be read: tests make theirs locally; never in service. */
  allowLocal?: boolean;
  /** Where the temporary clone goes; the system temp folder by default. */
  workDir?: string;
  /** For the whole clone. */
  timeoutMs?: number;
  credentials?: CloneCredentials | null;
}

/**
 * Every clone that fails, whatever the reason, is answered with this one text: a different text for a closed
 * port, a server that is not git and a missing branch would let anyone map what the platform can reach.
 * The reason goes to the server's log (`TerraformSourceError.detail`).
 */
export const UNREADABLE_SOURCE =
  'no git repository could be read at this URL and branch: check both, that the git token may read the ' +
  'repository, and that its host is reachable from the platform';

/**
 * Clones the tip of one branch into a temporary folder, hands it to `use`, and removes it whatever happens.
 * git runs under the outbound policy (outbound/git.ts): only HTTPS, to the addresses checked, without redirects,
 * prompts, configuration or credential helpers of the host, so a request reads only what its URL and token reach.
 */
export async function withCheckout<T>(
  options: CheckoutOptions,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const connection = await connectionTo(options);
  const parent = await mkdtemp(join(options.workDir ?? tmpdir(), 'terraform-source-'));
  try {
    const folder = join(parent, 'repository');
    await clone(connection, options, parent, folder);
    return await use(folder);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

async function connectionTo(options: CheckoutOptions): Promise<GitConnection> {
  const trimmed = options.url.trim();
  if (options.allowLocal) {
    // A file:// URL rather than the path: git ignores --depth for plain local paths and copies everything.
    if (isAbsolute(trimmed)) return localGitConnection(pathToFileURL(trimmed).href);
    if (/^file:\/\//i.test(trimmed)) return localGitConnection(trimmed);
  }
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (url?.protocol !== 'https:') {
    throw new TerraformSourceError('address', 'must be an https:// URL of a git repository');
  }
  try {
    return await gitConnection(url, options.outbound);
  } catch (error) {
    if (error instanceof OutboundRefused) {
      // Which address a name resolves to stays in the log: the server's resolver may know names of its network.
      const host = hostOf(url);
      const why = isIP(host) ? error.message : `${host} is, or resolves to, a non-public address`;
      throw new TerraformSourceError('address', `must be a public address: ${why}`, error.message);
    }
    // A name that does not resolve is one more target that cannot be read.
    throw new TerraformSourceError('unreadable', UNREADABLE_SOURCE, `lookup failed: ${String(error)}`);
  }
}

function clone(connection: GitConnection, options: CheckoutOptions, home: string, folder: string) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const args = [
    ...connection.config,
    'clone',
    '--quiet',
    '--depth=1',
    '--no-tags',
    `--branch=${options.branch}`,
    '--',
    connection.url,
    folder,
  ];
  const env = { ...gitEnvironment(home), ...authorizationConfig(connection.url, options.credentials) };
  return new Promise<void>((resolve, reject) => {
    execFile('git', args, { env, timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      reject(cloneError(error, String(stderr), connection.url, timeoutMs));
    });
  });
}

/**
 * The token goes in an Authorization header scoped to the repository's origin, through git's environment
 * configuration: it stays out of the command line (visible to every local user) and out of the clone's config.
 */
function authorizationConfig(source: string, credentials: CloneCredentials | null | undefined) {
  if (!credentials || !/^https:/i.test(source)) return {};
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
  timeoutMs: number,
): Error {
  if (error.code === 'ENOENT') return new Error('git is not installed on the platform host');
  const cause = error.killed ? `no answer within ${timeoutMs / 1000} s` : lastFatalLine(stderr);
  return new TerraformSourceError('unreadable', UNREADABLE_SOURCE, `cloning ${redact(source)}: ${cause}`);
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
