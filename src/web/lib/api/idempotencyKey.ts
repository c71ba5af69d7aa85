/** The header that makes a POST safe to send again: the server runs one request per key and credential. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new key (a random UUID). Built from getRandomValues rather than crypto.randomUUID, which browsers offer only
 * to pages served over HTTPS or from localhost, and the console may be served from a plain address on a network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
