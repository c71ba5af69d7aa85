import { isApiError } from './ApiError';

const MAX_ATTEMPTS = 3;
/** Waiting longer than this for a 429 to clear is left to the person, who sees how long it takes. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;

/** Client errors are answers, not accidents: retrying them gives the same answer, except 429 after its reset. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 429) {
    return failureCount < 1 && (error.retryAfterSeconds ?? 60) <= MAX_RATE_LIMIT_WAIT_SECONDS;
  }
  if (error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_ATTEMPTS;
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.status === 429) return ((error.retryAfterSeconds ?? 60) + 1) * 1000;
  return Math.min(1000 * 2 ** failureCount, 15_000);
}

/** Failures after which the answer may have been lost on the way: nothing answered, or a gateway gave up. */
const LOST_ANSWER_STATUSES = [0, 502, 503, 504];
const MAX_WRITE_RESENDS = 2;

/**
 * Whether the client sends a POST again after this failure. Only a POST carrying credentials and its
 * Idempotency-Key is sent again: the server runs it once and answers a resend as it answered the first.
 */
export function shouldResendWrite(resends: number, error: unknown): boolean {
  return isApiError(error) && LOST_ANSWER_STATUSES.includes(error.status) && resends < MAX_WRITE_RESENDS;
}
