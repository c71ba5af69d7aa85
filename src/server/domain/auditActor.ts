import { AsyncLocalStorage } from 'node:async_hooks';
import type { DeploymentOrigin } from '../../contract';
import { displayNameOf, type Principal } from './principal';

/**
 * Who is changing records: the audit log's `triggered_by` and `origin`, and the request's time (`at`, from the
 * injected clock). The HTTP layer runs each write operation's handler with its actor (`withAuditActor`); the
 * database drivers hand it to PostgreSQL with every write statement that runs meanwhile, where the `audit_row`
 * trigger reads it (migration 0017). Writes outside any request (the engine, the demo's seed) have none and are
 * recorded as the platform's own.
 */
export interface AuditActor {
  by: string;
  origin: DeploymentOrigin;
  at: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

export function withAuditActor<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

/**
 * Runs work set off by a request but not part of it (the engine's next pass, woken by a deploy) as the platform's
 * own: an async context would otherwise lend it the request's actor.
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return actors.exit(work);
}

/** The actor of the work under way, or undefined outside a request's write. */
export function currentAuditActor(): AuditActor | undefined {
  return actors.getStore();
}

/** The setting's value for the trigger: the actor as JSON, or '' for the platform's own writes. */
export function auditActorSetting(): string {
  const actor = actors.getStore();
  return actor ? JSON.stringify(actor) : '';
}

/** A person's writes come through the console; a token's through the API (as deployments' origins say). */
export function auditActorOf(principal: Principal, at: Date): AuditActor {
  return {
    by: displayNameOf(principal),
    origin: principal.kind === 'user' ? 'CONSOLE' : 'API',
    at: at.toISOString(),
  };
}

/** Statements that may change rows, which carry the actor to the database. */
export const WRITE_STATEMENT = /^\s*\(?\s*(insert|update|delete|with)\b/i;
