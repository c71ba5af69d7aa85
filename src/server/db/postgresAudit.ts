import type pg from 'pg';
import { auditActorSetting, WRITE_STATEMENT } from '../domain/auditActor';

/** Gives the audit log's trigger its actor before each write, as the embedded database's statements do. */
const SET_AUDIT_ACTOR = "select set_config('audit.actor', $1, false)";

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

function textOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  const text: unknown = first && typeof first === 'object' ? Reflect.get(first, 'text') : undefined;
  return typeof text === 'string' ? text : '';
}

function queryOf(target: object): Queryable['query'] {
  return (...args) => Reflect.apply(Reflect.get(target, 'query') as Queryable['query'], target, args);
}

/**
 * A connection whose writes each set the actor first, on the same connection (session setting, set on every write
 * and to '' outside a request, so a pooled connection never lends one write's actor to the next).
 */
function auditedClient(client: pg.PoolClient): pg.PoolClient {
  const query = queryOf(client);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return async (...args: unknown[]) => {
          if (WRITE_STATEMENT.test(textOf(args))) await query(SET_AUDIT_ACTOR, [auditActorSetting()]);
          return query(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The pool drizzle is given: a write outside a transaction takes a connection to set its actor on. */
export function auditedPool(pool: pg.Pool): pg.Pool {
  const query = queryOf(pool);
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return async () => auditedClient(await target.connect());
      if (property === 'query') {
        return async (...args: unknown[]) => {
          if (!WRITE_STATEMENT.test(textOf(args))) return query(...args);
          const client = await target.connect();
          try {
            return await auditedClient(client).query(...(args as [string]));
          } finally {
            client.release();
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
