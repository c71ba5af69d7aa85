import { type OutboundPolicy, type ResolvedAddress, systemLookup } from '../outbound/policy';

/** For tests whose receivers and stand-ins listen on loopback, as ALLOW_PRIVATE_… settings allow in development. */
export const loopbackAllowed: OutboundPolicy = { allowPrivate: true, lookup: systemLookup };

/** A resolver that answers from a table the test changes as it goes, as a DNS zone can between two requests. */
export function fixedLookup(table: Record<string, string[]>) {
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = table[hostname.toLowerCase()];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { table, lookup };
}
