import { createServer as createHttpServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface CountingListener {
  /** The same port on 127.0.0.1 and on ::1. */
  port: number;
  /** Connections accepted on either address, TLS handshake or not. */
  readonly connections: number;
  /** HTTP requests that got through, with their headers. */
  readonly requests: readonly { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export interface CountingListenerOptions {
  /** Serve HTTPS with this certificate; plain HTTP otherwise. */
  tls?: { key: string; cert: string };
  /** How requests are answered: 404 "Not found" unless said otherwise. */
  answer?: RequestListener;
}

const notFound: RequestListener = (_request, response) => {
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
};

/**
 * A listener on loopback, IPv4 and IPv6, that counts every connection it accepts: what a test of an outbound
 * request expects to stay at 0 when the target is refused.
 */
export async function countingListener(options: CountingListenerOptions = {}): Promise<CountingListener> {
  let connections = 0;
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  const answer = options.answer ?? notFound;
  const handler: RequestListener = (request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    answer(request, response);
  };
  const make = () => {
    const server = options.tls ? createHttpsServer(options.tls, handler) : createHttpServer(handler);
    server.on('connection', () => (connections += 1));
    return server;
  };
  const listen = (server: ReturnType<typeof make>, port: number, host: string) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const v4 = make();
  const v6 = make();
  const port = await listen(v4, 0, '127.0.0.1');
  await listen(v6, port, '::1');
  const close = (server: ReturnType<typeof make>) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    port,
    get connections() {
      return connections;
    },
    requests,
    close: async () => {
      await Promise.all([close(v4), close(v6)]);
    },
  };
}

/** A loopback port nothing listens on: a closed port, as a scan would find it. */
export async function closedPort(): Promise<number> {
  const server = createHttpServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
