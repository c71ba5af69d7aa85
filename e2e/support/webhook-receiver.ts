import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { uniqueName } from './names';

/** One request the receiver got, as it came: the body is the raw text the signature covers. */
export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a STANDARD webhook posts (see "Webhooks" in docs/resources.md). */
export interface WebhookBody {
  event_type: string;
  payload: Record<string, unknown>;
  test?: boolean;
}

/**
 * A webhook receiver on loopback, started inside a test: a real HTTP server the e2e server posts to (it does not
 * refuse private or loopback targets). It answers `status` (200 unless changed) and keeps every request.
 */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks/<unique>`: unique, so the console's row of it is found by its URL. */
  url: string;
  received: ReceivedWebhook[];
  /** The status the next requests get. */
  status: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(prefix = 'e2e-hook'): Promise<WebhookReceiver> {
  const receiver = {
    received: [] as ReceivedWebhook[],
    status: 200,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status } = receiver;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : `receiver answered ${status}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/${uniqueName(prefix)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/**
 * Checks a request's signature with the Standard Webhooks library and the webhook's secret, and answers the body
 * it covers; throws when the signature, the timestamp or a header is wrong or missing.
 */
export function verifiedBody(secret: string, request: ReceivedWebhook): WebhookBody {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return new Webhook(secret).verify(request.body, headers) as WebhookBody;
}
