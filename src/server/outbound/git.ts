import { isIP } from 'node:net';
import { allowedAddresses, hostOf, type OutboundPolicy, OutboundRefused } from './policy';

/** How git is run for a clone over HTTPS under the outbound policy. */
export interface GitConnection {
  /**
   * The URL git is given: the URL as parsed here (WHATWG), so git connects to the host that was checked. Numeric
   * hosts are in dotted form (`2130706433`, `0177.0.0.1`, `0x7f.0.0.1`, full-width digits all become `127.0.0.1`),
   * names in ASCII, without a trailing dot.
   */
  url: string;
  /** `-c` options: only HTTPS, no redirects, no credential helper, and the host pinned to the checked addresses. */
  config: string[];
}

/** Options every clone runs with, whatever its source. */
const LOCKED_DOWN = ['credential.helper=', 'protocol.allow=never'];

const asOptions = (settings: string[]) => settings.flatMap((setting) => ['-c', setting]);

/** `host:port:address[,address]` as curl's CURLOPT_RESOLVE takes it (IPv6 addresses in brackets). */
function pinnedResolve(host: string, port: string, addresses: readonly { address: string; family: 4 | 6 }[]) {
  const written = addresses.map(({ address, family }) => (family === 6 ? `[${address}]` : address));
  return `${host}:${port}:${written.join(',')}`;
}

/**
 * Resolves the host of an https:// URL through the policy, refuses it unless every address is allowed, and pins git
 * to those addresses: git's own resolver is never asked, so a name cannot resolve to a public address for the check
 * and to a private one for the connection. Rejects with `OutboundRefused`, or with the lookup's error.
 */
export async function gitConnection(url: URL, policy: OutboundPolicy): Promise<GitConnection> {
  if (url.protocol !== 'https:') throw new OutboundRefused(`${url.protocol}// is not https://`);
  const target = new URL(url.href);
  // curl compares the pinned name with the URL's as written: one spelling for both.
  target.hostname = target.hostname.replace(/\.$/, '');
  const host = hostOf(target);
  const addresses = await allowedAddresses(host, policy);
  // Nothing to pin would leave git to resolve the name itself.
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  const settings = [...LOCKED_DOWN, 'protocol.https.allow=always', 'http.followRedirects=false'];
  if (!isIP(host))
    settings.push(`http.curloptResolve=${pinnedResolve(host, target.port || '443', addresses)}`);
  if (policy.caFile) settings.push(`http.sslCAInfo=${policy.caFile}`);
  return { url: target.href, config: asOptions(settings) };
}

/** For a repository on this machine (a file:// URL), where the setting allows it: tests make theirs locally. */
export function localGitConnection(fileUrl: string): GitConnection {
  return { url: fileUrl, config: asOptions([...LOCKED_DOWN, 'protocol.file.allow=always']) };
}

/**
 * The environment git runs in: none of the server's own (no proxy, no `GIT_*` settings, no askpass program), no
 * system or user configuration, no prompts, and messages in English for the server's log.
 */
export function gitEnvironment(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    LC_ALL: 'C',
  };
}
