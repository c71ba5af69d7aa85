import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './addresses';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system resolver in production, a fixed table in tests). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Where the server may send requests people configured (webhook targets, git API URLs): public addresses only,
 * unless `allowPrivate` (a setting for local development and tests, as GitLab's "allow requests to the local
 * network"). Otherwise a URL could read the cloud's metadata service or anything else on the server's networks.
 */
export interface OutboundPolicy {
  allowPrivate: boolean;
  lookup: HostLookup;
  /** The certificates git trusts instead of the system's: tests' HTTPS stand-ins only. */
  caFile?: string;
}

/** A request the policy refuses; its message says which address and why, for the person who configured it. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

const PRIVATE_HINT = 'a loopback, private, link-local or otherwise non-public address';

/** The host of a URL as an address or a name: `[::1]` becomes `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Refuses an address, or a name, that the policy does not allow. */
function refuseNonPublic(hostname: string, addresses: readonly string[], policy: OutboundPolicy): void {
  if (policy.allowPrivate) return;
  if (isLocalName(hostname)) throw new OutboundRefused(`${hostname} is this machine`);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused === undefined) return;
  const named = refused === hostname ? refused : `${hostname} resolves to ${refused}`;
  throw new OutboundRefused(`${named}, ${PRIVATE_HINT}`);
}

/** Refuses a host written as a disallowed address, or as a name of this machine; other names need a lookup. */
export function checkWrittenHost(hostname: string, policy: OutboundPolicy): void {
  if (isIP(hostname)) refuseNonPublic(hostname, [hostname], policy);
  else if (isLocalName(hostname)) refuseNonPublic(hostname, [], policy);
}

/**
 * Every address a host stands for, when all of them are allowed. A name with one public and one private address
 * is refused: which one a connection would use is not ours to choose.
 */
export async function allowedAddresses(hostname: string, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  checkWrittenHost(hostname, policy);
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family: family === 6 ? 6 : 4 }];
  const addresses = await policy.lookup(hostname);
  refuseNonPublic(
    hostname,
    addresses.map((resolved) => resolved.address),
    policy,
  );
  return addresses;
}

/**
 * What is wrong with a URL people save, or null. An http(s) URL whose host is, or resolves to, a non-public
 * address is refused. A name that does not resolve now is accepted: it may later, and each request checks again.
 */
export async function targetProblem(url: string, policy: OutboundPolicy): Promise<string | null> {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return 'must be an http:// or https:// URL';
  }
  try {
    await allowedAddresses(hostOf(parsed), policy);
    return null;
  } catch (error) {
    if (error instanceof OutboundRefused) return `must be a public address: ${error.message}`;
    return null;
  }
}
