import { createHash } from 'node:crypto';

/**
 * Fields that change without the configuration changing: record times, the identities of nested entries (a
 * port sent again without its id is the same port), and what was deployed last.
 */
const volatileKeys = new Set([
  'id',
  'created_at',
  'updated_at',
  'deployed_commit_id',
  'deployed_commit_date',
  'deployed_commit_contributor',
  'deployed_commit_tag',
  'has_access',
]);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !volatileKeys.has(key))
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

/**
 * A hash of a service's configuration: a contract response, or the services layer's stored record of it.
 * Key order, record times and what was deployed last do not count.
 */
export function configVersionOf(configuration: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(configuration)))
    .digest('hex')
    .slice(0, 16);
}
