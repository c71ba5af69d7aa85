import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../testing/testApp';

// A client that sends its request body one byte at a time, as slowly as it likes, over a real socket.

/** Short here so the test need not wait the 30 s a server allows by default (REQUEST_TIMEOUT_SECONDS). */
const REQUEST_TIMEOUT_MS = 400;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp({ config: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  port = address.port;
});
const sockets: Socket[] = [];
afterAll(async () => {
  // A connection the server failed to end would keep it from closing.
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/**
 * Sends the headers of a sign-in announcing a 10,000-byte body, then the body a byte every 50 ms (200 times slower
 * than the limit allows for the whole of it), until the server closes the connection; answers what the server wrote
 * and how many bytes of the body went out.
 */
function trickle(): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let answer = '';
    let sent = 0;
    let trickling: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(trickling);
      resolve({ answer, sent });
    });
    socket.on('connect', () => {
      socket.write(
        'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n{',
      );
      trickling = setInterval(() => {
        if (socket.writable) socket.write(' ');
        sent += 1;
      }, 50);
    });
  });
}

describe('a request body sent slowly', () => {
  it('is cut off: the server answers 408 and closes the connection before the body is complete', async () => {
    const { answer, sent } = await trickle();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(10_000);
  });
});
