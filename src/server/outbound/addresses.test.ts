import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses';

describe('public addresses', () => {
  it.each([['8.8.8.8'], ['93.184.215.14'], ['172.32.0.1'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback, as URLs write it'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fd00:ec2::254', 'unique-local (cloud metadata over IPv6)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback in hex'],
    ['::a00:1', 'IPv4-compatible private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::', '6to4 of a private address'],
    ['2001:db8::1', 'documentation'],
    ['ff02::1', 'multicast'],
    ['localhost', 'not an address at all'],
  ])('%s is not (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
});
