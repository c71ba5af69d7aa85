import { replaceEqualDeep } from '@tanstack/react-query';

/*
 * The version (ETag) of each record the API answered, kept beside the object rather than in it: the cached record
 * keeps its contract type, and an edit form that sends the copy it was opened with sends that copy's version.
 */
const tags = new WeakMap<object, string>();

export function rememberEntityTag(record: unknown, tag: string | null): void {
  if (tag && typeof record === 'object' && record !== null) tags.set(record, tag);
}

/** The ETag the API answered with this very object, if it sent one. */
export function entityTagOf(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? tags.get(record) : undefined;
}

/**
 * The cache's structural sharing, keeping versions: a refetched record that changed becomes a new object made of the
 * old one's unchanged parts, which would otherwise lose the ETag the new answer came with.
 */
export function shareKeepingEntityTags(previous: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(previous, next);
  const tag = entityTagOf(next);
  if (tag && shared !== next) rememberEntityTag(shared, tag);
  return shared;
}
