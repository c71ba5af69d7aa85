import type { IdGenerator } from '../../runtime';

/** Nested records (groups, scalers) carry their own dates. */
export interface Stamped {
  id: string;
  created_at: string;
  updated_at: string;
}

type WithoutIdentity<T> = Omit<T, 'id' | 'created_at' | 'updated_at'>;

/**
 * Gives each item an id: the one the client sent back when it is one of `previous`, a new one otherwise (an
 * unknown or repeated id is not trusted). So ports, storage, groups and scalers keep their ids across edits.
 */
export function keepIds<T extends { id?: string | null }>(
  items: readonly T[],
  previous: readonly { id: string }[],
  newId: IdGenerator,
): (Omit<T, 'id'> & { id: string })[] {
  const known = new Set(previous.map((item) => item.id));
  const used = new Set<string>();
  return items.map((item) => {
    const kept = item.id && known.has(item.id) && !used.has(item.id) ? item.id : newId();
    used.add(kept);
    return { ...item, id: kept };
  });
}

/** As keepIds, and dates each item: created when first saved, updated when its content last changed. */
export function keepStamps<T extends { id?: string | null }>(
  items: readonly T[],
  previous: readonly (Stamped & Record<string, unknown>)[],
  context: { newId: IdGenerator; now: Date },
): (WithoutIdentity<T> & Stamped)[] {
  const byId = new Map(previous.map((item) => [item.id, item]));
  const now = context.now.toISOString();
  return keepIds(items, previous, context.newId).map((item) => {
    const { id, ...content } = item;
    const { created_at: _created, updated_at: _updated, ...fields } = content as Record<string, unknown>;
    const before = byId.get(id);
    const unchanged = before !== undefined && sameContent(fields, withoutIdentity(before));
    return {
      ...(fields as WithoutIdentity<T>),
      id,
      created_at: before?.created_at ?? now,
      updated_at: unchanged ? before.updated_at : now,
    };
  });
}

function withoutIdentity(item: Stamped & Record<string, unknown>): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = item;
  return fields;
}

/** Equal as JSON, whatever the order of keys (stored JSON does not keep it). */
export function sameContent(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A copy of a stored configuration with fresh identities: every nested `id` replaced and every nested date set
 * to `now`. Stored configurations name other records only under `<something>_id` or `repository`, never `id`.
 */
export function renewIdentities<T>(config: T, context: { newId: IdGenerator; now: Date }): T {
  const now = context.now.toISOString();
  const renew = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renew);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        if (key === 'id' && typeof field === 'string') return [key, context.newId()];
        if ((key === 'created_at' || key === 'updated_at') && typeof field === 'string') return [key, now];
        return [key, renew(field)];
      }),
    );
  };
  return renew(config) as T;
}
