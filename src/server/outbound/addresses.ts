import { BlockList, isIP } from 'node:net';

/**
 * Address ranges that are not on the public internet: this host, its networks, link-local (where clouds answer
 * metadata requests), carrier-grade NAT, documentation, benchmarking, multicast and reserved space (IANA's special
 * purpose registries for IPv4 and IPv6).
 */
const NON_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const NON_PUBLIC_V6: readonly [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const nonPublic = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(network, prefix, 'ipv6');

/**
 * The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`).
 */
function embeddedIpv4(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIpv6(address);
  if (!groups) return null;
  const fromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, ...number[]];
  // IPv4-mapped (::ffff:0:0/96) and the deprecated IPv4-compatible (::/96, `::127.0.0.1`) forms.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0))
    return fromGroups(g6 ?? 0, g7 ?? 0);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return fromGroups(g6 ?? 0, g7 ?? 0);
  if (g0 === 0x2002) return fromGroups(g1 ?? 0, g2 ?? 0);
  return null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return tail === undefined ? left : [...left, ...new Array<number>(missing).fill(0), ...right];
}

/** True for an address on the public internet; false for private, loopback, link-local and every other kind. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !nonPublic.check(bare, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(bare);
  if (carried !== null) return isPublicAddress(carried);
  return !nonPublic.check(bare, 'ipv6');
}
