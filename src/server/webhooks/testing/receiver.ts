import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request; `hang` never answers. */
export type Answer = { status: number; body?: string } | 'hang';

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedRequest[];
  /** Answers for the next requests, in order; once used up, every request gets 200. */
  answerNext(...answers: Answer[]): void;
  /** Resolves once `count` requests have arrived in all (at once if they have). */
  whenReceived(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A webhook receiver on loopback: a real HTTP server, so deliveries go through the real network stack. */
export async function startReceiver(port = 0): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const answers: Answer[] = [];
  const watchers: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const watcher of watchers.filter((candidate) => candidate.count <= received.length)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/hooks/deployments`,
    port: actualPort,
    received,
    answerNext: (...next) => void answers.push(...next),
    whenReceived: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => watchers.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests would keep close() waiting for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (it was free a moment ago), for a receiver that is down. */
export async function closedPort(): Promise<number> {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.port;
}

/** Receivers a test file starts, to close them all after each test. */
export function receiverPool() {
  const open: Receiver[] = [];
  return {
    async up(port = 0): Promise<Receiver> {
      const receiver = await startReceiver(port);
      open.push(receiver);
      return receiver;
    },
    closeAll: () => Promise.all(open.splice(0).map((receiver) => receiver.close())),
  };
}
