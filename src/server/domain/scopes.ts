import type { ScopeKind } from '../../contract';

/** Finds the organization a record belongs to; null when there is no such record. */
export type ScopeResolver = (recordId: string) => Promise<string | null>;

/**
 * One resolver per kind of record a path can name, each typically one query in the module owning the record.
 * Kinds whose module does not exist yet have none; registering an operation scoped by such a kind fails at
 * start-up (see http/routes.ts), so a missing resolver can never pass silently.
 */
export type ScopeResolvers = Partial<Record<ScopeKind, ScopeResolver>>;
