import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowedAddresses, checkWrittenHost, hostOf, type OutboundPolicy } from './policy';

/** Where `timeoutMs` is counted: the system's timers unless a test drives them (the engine's timers fit). */
export interface OutboundTimers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string | URL;
  headers: Record<string, string>;
  body?: string;
  /** For the whole exchange: connecting, the answer and its body. */
  timeoutMs: number;
  /** The timers `timeoutMs` runs on; the system's by default. */
  timers?: OutboundTimers;
  /** Ends the exchange early when it aborts, as fetch's own signal does. */
  signal?: AbortSignal | null;
  /** The body is read up to this many bytes; the rest is not waited for. */
  maxBodyBytes: number;
}

export interface OutboundResponse {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
  /** The body was longer than `maxBodyBytes`. */
  truncated: boolean;
}

/**
 * The lookup a connection uses: the policy's resolver, refusing names with any disallowed address. The
 * connection goes to an address this check saw, so a name cannot resolve to a public address for the check and
 * to a private one for the connection.
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname, policy).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((resolved) => resolved.family === options.family)
            : addresses;
        const [first] = wanted;
        if (!first) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
          return callback(error, '', 0);
        }
        // Node asks for every address when it tries them in turn (autoSelectFamily); else for one.
        if (options.all) return callback(null, wanted as never);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

async function readBody(response: IncomingMessage, limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.byteLength;
    if (size > limit) break;
  }
  // Leaving the loop early stops reading: what is past the limit is not wanted.
  response.destroy();
  const body = Buffer.concat(chunks);
  return { body: body.subarray(0, limit), truncated: body.byteLength > limit };
}

/** A signal that aborts with a TimeoutError after `milliseconds` on `timers`, and a way to stop the count. */
function timeoutSignal(milliseconds: number, timers: OutboundTimers | undefined) {
  if (!timers) return { signal: AbortSignal.timeout(milliseconds), clear: () => {} };
  const controller = new AbortController();
  const handle = timers.setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    milliseconds,
  );
  return { signal: controller.signal, clear: () => timers.clearTimeout(handle) };
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * One HTTP request to an address people configured, under the outbound policy. Redirects are never followed:
 * a 3xx is the answer. Rejects with `OutboundRefused` when the target is not allowed, with a TimeoutError past
 * `timeoutMs`, and with the network's error otherwise.
 */
export async function outboundRequest(
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const url = new URL(request.url);
  // Addresses written in the URL never reach the lookup: they are checked here.
  checkWrittenHost(hostOf(url), policy);
  const timeout = timeoutSignal(request.timeoutMs, request.timers);
  const signal = request.signal ? AbortSignal.any([timeout.signal, request.signal]) : timeout.signal;
  const options: RequestOptions = {
    method: request.method,
    headers: request.headers,
    lookup: guardedLookup(policy),
    signal,
    // A connection of its own for each exchange, not one kept alive from the last: a receiver lets an idle connection
    // go after a few seconds (Node's servers after 5, as long as Node's own pool keeps it), and a request written as
    // it closes fails without having reached it, an attempt lost to nobody's fault.
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const exchange = new Promise<OutboundResponse>((resolve, reject) => {
    const outgoing = send(url, options, (response) => {
      readBody(response, request.maxBodyBytes).then(
        ({ body, truncated }) =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: headersOf(response),
            body,
            truncated,
          }),
        (error: unknown) => reject(signal.aborted ? (signal.reason as Error) : error),
      );
    });
    outgoing.on('error', (error) => reject(signal.aborted ? (signal.reason as Error) : error));
    outgoing.end(request.body);
  });
  return exchange.finally(timeout.clear);
}
