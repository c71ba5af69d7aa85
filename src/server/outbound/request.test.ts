import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedLookup } from '../testing/outbound';
import { manualTimers } from '../testing/timers';
import { receiverPool } from '../webhooks/testing/receiver';
import { OutboundRefused } from './policy';
import { outboundRequest } from './request';

const receivers = receiverPool();
afterEach(() => receivers.closeAll());

const post = (url: string) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/json' },
  body: '{}',
  timeoutMs: 5000,
  maxBodyBytes: 1024,
});

describe('a request to a configured target', () => {
  it('checks the address the name resolves to when it is sent, not when it was saved', async () => {
    const receiver = await receivers.up();
    const dns = fixedLookup({ 'hooks.example.com': ['93.184.215.14'] });
    // Saved while public; the zone now answers loopback, where the receiver listens.
    dns.table['hooks.example.com'] = ['127.0.0.1'];
    const url = `http://hooks.example.com:${receiver.port}/hooks/deployments`;

    await expect(outboundRequest(post(url), { allowPrivate: false, lookup: dns.lookup })).rejects.toThrow(
      new OutboundRefused(
        'hooks.example.com resolves to 127.0.0.1, a loopback, private, link-local or otherwise non-public address',
      ),
    );
    expect(receiver.received).toEqual([]);

    // Where private targets are allowed, the same name reaches the receiver at the address it resolved to.
    const allowed = await outboundRequest(post(url), { allowPrivate: true, lookup: dns.lookup });
    expect(allowed.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses an address written in the URL without connecting', async () => {
    const receiver = await receivers.up();
    const dns = fixedLookup({});
    await expect(
      outboundRequest(post(receiver.url), { allowPrivate: false, lookup: dns.lookup }),
    ).rejects.toThrow(OutboundRefused);
    expect(receiver.received).toEqual([]);
  });

  it('does not follow a redirect: the 3xx is the answer, and its target is never asked', async () => {
    const inner = await receivers.up();
    const outer = await receivers.up();
    outer.answerNext({ status: 302, body: '' });
    const dns = fixedLookup({});
    const answer = await outboundRequest(post(outer.url), { allowPrivate: true, lookup: dns.lookup });
    expect(answer.status).toBe(302);
    expect(inner.received).toEqual([]);
  });

  it('reads the body up to its limit and says when there was more', async () => {
    const receiver = await receivers.up();
    receiver.answerNext({ status: 200, body: 'x'.repeat(100_000) });
    const answer = await outboundRequest(post(receiver.url), {
      allowPrivate: true,
      lookup: fixedLookup({}).lookup,
    });
    expect(answer.body.toString()).toBe('x'.repeat(1024));
    expect(answer.truncated).toBe(true);
  });

  it('sends each exchange on a connection of its own, so a receiver closing an idle one loses nothing', async () => {
    // A receiver that answers the first request of a connection and keeps it open, then closes the connection as
    // a second request arrives on it: what a server letting idle connections go does when the two cross.
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      let answered = false;
      socket.on('data', () => {
        if (answered) return void socket.destroy();
        answered = true;
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/hooks/deployments`;
    const policy = { allowPrivate: true, lookup: fixedLookup({}).lookup };
    try {
      for (const attempt of [1, 2, 3]) {
        const answer = await outboundRequest(post(url), policy);
        expect(answer.status, `request ${attempt}`).toBe(200);
      }
      expect(sockets.size).toBe(3);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts its time limit on the timers it is given, and lets the count go once answered', async () => {
    const receiver = await receivers.up();
    receiver.answerNext('hang');
    const timers = manualTimers();
    const policy = { allowPrivate: true, lookup: fixedLookup({}).lookup };

    const hanging = outboundRequest({ ...post(receiver.url), timers }, policy);
    await receiver.whenReceived(1);
    expect(timers.delays()).toEqual([5000]);
    expect(timers.fire(5000)).toBe(1);
    await expect(hanging).rejects.toMatchObject({ name: 'TimeoutError' });

    const answered = await outboundRequest({ ...post(receiver.url), timers }, policy);
    expect(answered.status).toBe(200);
    expect(timers.pending()).toBe(0);
  });
});
