import { WEBHOOK_RESPONSE_BODY_LIMIT } from '../../contract/webhooks';

export interface OutgoingWebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came back: a status and the start of the body, or why nothing did. */
export interface TransportResult {
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
}

/** Posts one attempt; never throws, and gives up after `timeoutMs` (answer and body included). */
export type WebhookTransport = (
  request: OutgoingWebhookRequest,
  timeoutMs: number,
) => Promise<TransportResult>;

/** Reads at most `limit` bytes and drops the rest, so a receiver cannot make the log (or memory) grow. */
async function readTruncated(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  // The receiver may still be sending; what is past the limit is not wanted.
  if (size >= limit) await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks).subarray(0, limit);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `could not connect: ${cause.code}`;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP transport: a POST that does not follow redirects (a 3xx is not an acknowledgement). */
export const httpTransport: WebhookTransport = async (request, timeoutMs) => {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal,
    });
    try {
      const responseBody = await readTruncated(response, WEBHOOK_RESPONSE_BODY_LIMIT);
      return { statusCode: response.status, responseBody, error: null };
    } catch (error) {
      // The status is the answer; a body that does not come in time changes nothing about it.
      return {
        statusCode: response.status,
        responseBody: null,
        error: `body: ${describeFailure(error, timeoutMs)}`,
      };
    }
  } catch (error) {
    return { statusCode: null, responseBody: null, error: describeFailure(error, timeoutMs) };
  }
};
