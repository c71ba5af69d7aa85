import { type OutboundPolicy } from './policy';
import { outboundRequest } from './request';

/** Bodies of answers read through `outboundFetch` stop here: a listing page is far smaller. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * `fetch` under the outbound policy, for clients written against fetch (the git providers'): GET and POST with
 * string bodies, no redirects followed. A refused target rejects as a network failure would, with the reason.
 */
export function outboundFetch(policy: OutboundPolicy): typeof globalThis.fetch {
  return async (input, init = {}) => {
    const url = input instanceof URL ? input : new URL(typeof input === 'string' ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new TypeError(`outboundFetch does not send ${method}`);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('outboundFetch sends string bodies only');
    }
    const response = await outboundRequest(
      {
        method,
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { body: init.body } : {}),
        timeoutMs: DEFAULT_TIMEOUT_MS,
        signal: init.signal ?? null,
        maxBodyBytes: MAX_BODY_BYTES,
      },
      policy,
    );
    const noBody = response.status === 204 || response.status === 304;
    return new Response(noBody ? null : new Uint8Array(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
