import { WEBHOOK_RESPONSE_EXCERPT_LENGTH } from '../../contract/webhooks';
import { type OutboundPolicy, OutboundRefused } from '../outbound/policy';
import { outboundRequest, type OutboundTimers } from '../outbound/request';

export interface OutgoingWebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came back: a status and an excerpt of the body, or why nothing did. */
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

/** Enough bytes for the excerpt's characters in any UTF-8 text. */
const BYTES_READ = WEBHOOK_RESPONSE_EXCERPT_LENGTH * 4;

/**
 * What is kept of an answer's body: its start, with control characters and runs of white space made single
 * spaces, cut at WEBHOOK_RESPONSE_EXCERPT_LENGTH characters with an ellipsis when there was more.
 */
export function responseExcerpt(body: Buffer, truncated = false): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body).replace(/[\p{Cc}\s]+/gu, ' ');
  const characters = [...text.trim()];
  const cut = characters.length > WEBHOOK_RESPONSE_EXCERPT_LENGTH;
  const kept = characters.slice(0, WEBHOOK_RESPONSE_EXCERPT_LENGTH - (cut ? 1 : 0)).join('');
  return cut || (truncated && kept.length > 0) ? `${kept.trimEnd()}…` : kept;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundRefused) return `refused: ${error.message}`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return `could not connect: ${code}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The HTTP transport: a POST under the outbound policy (a target that is, or resolves to, a private address is
 * refused without a connection) that does not follow redirects (a 3xx is not an acknowledgement). Its time limit
 * runs on `timers`: the system's, unless a test decides when a receiver has taken too long.
 */
export function httpTransport(policy: OutboundPolicy, timers?: OutboundTimers): WebhookTransport {
  return async (request, timeoutMs) => {
    try {
      const response = await outboundRequest(
        {
          method: 'POST',
          url: request.url,
          headers: request.headers,
          body: request.body,
          timeoutMs,
          timers,
          maxBodyBytes: BYTES_READ,
        },
        policy,
      );
      return {
        statusCode: response.status,
        responseBody: responseExcerpt(response.body, response.truncated),
        error: null,
      };
    } catch (error) {
      return { statusCode: null, responseBody: null, error: describeFailure(error, timeoutMs) };
    }
  };
}
