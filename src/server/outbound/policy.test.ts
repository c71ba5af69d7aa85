import { describe, expect, it } from 'vitest';
import { fixedLookup } from '../testing/outbound';
import { type OutboundPolicy, targetProblem } from './policy';

const dns = fixedLookup({
  'hooks.example.com': ['93.184.215.14'],
  'intranet.example.com': ['10.0.0.7'],
  'split.example.com': ['93.184.215.14', '192.168.0.9'],
});
const strict: OutboundPolicy = { allowPrivate: false, lookup: dns.lookup };
const relaxed: OutboundPolicy = { allowPrivate: true, lookup: dns.lookup };

describe('targets people save', () => {
  it('are accepted on public addresses, and names that do not resolve yet', async () => {
    expect(await targetProblem('https://hooks.example.com/ci', strict)).toBeNull();
    expect(await targetProblem('https://93.184.215.14/ci', strict)).toBeNull();
    expect(await targetProblem('https://not-yet.example.com/ci', strict)).toBeNull();
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://10.0.0.1/hook', '10.0.0.1'],
    ['http://192.168.1.20:8080/hook', '192.168.1.20'],
    ['http://[::1]:9000/hook', '::1'],
    ['http://[fd00::1]/hook', 'fd00::1'],
    ['http://intranet.example.com/hook', 'intranet.example.com resolves to 10.0.0.7'],
    ['http://split.example.com/hook', 'split.example.com resolves to 192.168.0.9'],
  ])('are refused on %s, naming %s', async (url, named) => {
    expect(await targetProblem(url, strict)).toBe(
      `must be a public address: ${named}, a loopback, private, link-local or otherwise non-public address`,
    );
  });

  it('are refused on names of this machine', async () => {
    expect(await targetProblem('http://localhost:8080/hook', strict)).toBe(
      'must be a public address: localhost is this machine',
    );
    expect(await targetProblem('http://api.localhost/hook', strict)).toBe(
      'must be a public address: api.localhost is this machine',
    );
  });

  it('may be private where the setting allows it', async () => {
    expect(await targetProblem('http://127.0.0.1:9000/hook', relaxed)).toBeNull();
    expect(await targetProblem('http://intranet.example.com/hook', relaxed)).toBeNull();
  });

  it('must be http or https', async () => {
    expect(await targetProblem('ftp://hooks.example.com/', strict)).toBe(
      'must be an http:// or https:// URL',
    );
    expect(await targetProblem('file:///etc/passwd', relaxed)).toBe('must be an http:// or https:// URL');
  });
});
