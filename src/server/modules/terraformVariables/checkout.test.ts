import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../outbound/policy';
import { type CountingListener, countingListener } from '../../testing/countingListener';
import { fixedLookup } from '../../testing/outbound';
import { type TestCertificate, testCertificate } from '../../testing/tls';
import { redact, UNREADABLE_SOURCE, withCheckout } from './checkout';

/** An HTTPS host named git.example.com that knows no repository, recording what git sends it. */
let host: CountingListener;
let certificate: TestCertificate;
let policy: OutboundPolicy;

beforeAll(async () => {
  certificate = await testCertificate(['git.example.com']);
  host = await countingListener({ tls: certificate });
  // The name resolves to the loopback stand-in, where the setting allows private addresses.
  const dns = fixedLookup({ 'git.example.com': ['127.0.0.1'] });
  policy = { allowPrivate: true, lookup: dns.lookup, caFile: certificate.caFile };
});
afterAll(async () => {
  await host.close();
  await certificate.remove();
});

const neverUsed = async () => {
  throw new Error('no checkout was expected');
};

describe('withCheckout', () => {
  it('sends the git token as basic credentials to the checked address of the repository host', async () => {
    const credentials = { username: 'x-access-token', password: 'ghp_secret' };
    const url = `https://git.example.com:${host.port}/acme/infra.git`;
    const error = await withCheckout({ url, branch: 'main', credentials, outbound: policy }, neverUsed).catch(
      (caught: unknown) => caught as Error,
    );

    expect(error).toMatchObject({ kind: 'unreadable', message: UNREADABLE_SOURCE });
    const [first] = host.requests;
    expect(first?.url).toBe('/acme/infra.git/info/refs?service=git-upload-pack');
    // git never asked its own resolver: the connection went to the address the policy's lookup gave.
    expect(first?.headers.host).toBe(`git.example.com:${host.port}`);
    expect(first?.headers.authorization).toBe(
      `Basic ${Buffer.from('x-access-token:ghp_secret').toString('base64')}`,
    );
  });

  it('never repeats a token written into the URL', async () => {
    const url = `https://someone:hunter2@git.example.com:${host.port}/acme/infra.git`;
    const error = await withCheckout({ url, branch: 'main', outbound: policy }, neverUsed).catch(
      (caught: unknown) => caught as Error & { detail?: string },
    );

    expect(error).toMatchObject({ kind: 'unreadable', message: UNREADABLE_SOURCE });
    expect(error.detail).toContain('git.example.com');
    expect(error.detail).not.toContain('hunter2');
  });

  it('refuses what is not https:// before running git', async () => {
    for (const url of [
      `http://git.example.com:${host.port}/acme/infra.git`,
      'file:///etc',
      '/srv/git/infra',
      'ext::sh -c touch% /tmp/owned',
    ]) {
      const error = await withCheckout({ url, branch: 'main', outbound: policy }, neverUsed).catch(
        (caught: unknown) => caught as Error,
      );
      expect(error, url).toMatchObject({
        kind: 'address',
        message: 'must be an https:// URL of a git repository',
      });
    }
  });
});

describe('redact', () => {
  it('removes user and password from every URL in a text', () => {
    expect(redact("fatal: unable to access 'https://oauth2:glpat-1@gitlab.acme/x.git/'")).toBe(
      "fatal: unable to access 'https://gitlab.acme/x.git/'",
    );
    expect(redact('file:///srv/git/infra')).toBe('file:///srv/git/infra');
  });
});
