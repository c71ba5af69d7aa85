/**
 * Every way of writing this machine in a URL that an attacker tries, as `[what, host:port]`: each must be refused
 * before a connection, whatever WHATWG URL parsing, getaddrinfo or curl would make of it.
 */
export function loopbackForms(port: number): [string, string][] {
  return [
    ['dotted', `127.0.0.1:${port}`],
    ['IPv6', `[::1]:${port}`],
    ['decimal', `2130706433:${port}`],
    ['octal', `0177.0.0.1:${port}`],
    ['hex', `0x7f.0.0.1:${port}`],
    ['short', `127.1:${port}`],
    ['IPv4-mapped IPv6', `[::ffff:127.0.0.1]:${port}`],
    ['IPv4-compatible IPv6', `[::127.0.0.1]:${port}`],
    ['full-width digits', `１２７.０.０.１:${port}`],
    ['this network (Linux connects it to loopback)', `0.0.0.0:${port}`],
    ['localhost', `localhost:${port}`],
    ['a name under localhost', `git.localhost:${port}`],
  ];
}

/** Names the tests' lookup resolves to loopback, as a hostile DNS zone can. */
export const namesOfLoopback: Record<string, string[]> = {
  'loopback.example.com': ['127.0.0.1'],
  'loopback6.example.com': ['::1'],
  'half-public.example.com': ['93.184.215.14', '127.0.0.1'],
};
