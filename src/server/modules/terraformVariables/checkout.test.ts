import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact, withCheckout } from './checkout';

/** A git host that knows no repository, recording what git sends it. */
let host: { url: string; requests: { url: string; headers: IncomingHttpHeaders }[]; close: () => void };

beforeAll(async () => {
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Repository not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host = { url: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
});
afterAll(() => host.close());

const neverUsed = async () => {
  throw new Error('no checkout was expected');
};

describe('withCheckout', () => {
  it('sends the git token as basic credentials to the repository host, and nothing else', async () => {
    const credentials = { username: 'x-access-token', password: 'ghp_secret' };
    const error = await withCheckout(
      { url: `${host.url}/acme/infra.git`, branch: 'main', credentials },
      neverUsed,
    ).catch((caught: unknown) => caught as Error);

    expect(error).toMatchObject({ kind: 'repository_not_found' });
    expect(error.message).toMatch(
      /acme\/infra\.git is not a git repository that can be read with its git token/,
    );
    const [first] = host.requests;
    expect(first?.url).toBe('/acme/infra.git/info/refs?service=git-upload-pack');
    expect(first?.headers.authorization).toBe(
      `Basic ${Buffer.from('x-access-token:ghp_secret').toString('base64')}`,
    );
  });

  it('never repeats a token written into the URL', async () => {
    const error = await withCheckout(
      { url: `${host.url.replace('http://', 'http://someone:hunter2@')}/acme/infra.git`, branch: 'main' },
      neverUsed,
    ).catch((caught: unknown) => caught as Error);

    expect(error).toMatchObject({ kind: 'repository_not_found' });
    expect(error.message).not.toContain('hunter2');
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
