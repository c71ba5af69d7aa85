import { createHash } from 'node:crypto';
import type { RandomSource } from '../../runtime';

/** Recognisable in logs and by secret scanners. */
export const API_TOKEN_PREFIX = 'plt_';

export function newApiTokenValue(randomBytes: RandomSource): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * Only this hash is stored. A plain SHA-256 is enough: the value carries 256 random bits, so there is nothing
 * to guess, and a fast hash keeps every request's lookup cheap.
 */
export function hashApiTokenValue(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
