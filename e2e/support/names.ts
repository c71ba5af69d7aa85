import { randomBytes } from 'node:crypto';

/**
 * A name no other test (or run against the same server) uses: `prefix-<time>-<random>`. Tests share one server,
 * so everything they create is named with this.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
