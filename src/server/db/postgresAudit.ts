import type pg from 'pg';
import { WRITE_STATEMENT } from '../domain/auditActor';
import { type QueryArgs, writeWithActor } from './postgresActorFirst';

/* Hands the audit log's trigger the actor of each write made through drizzle's pool (postgresActorFirst.ts). */

type Query = (...args: unknown[]) => Promise<unknown>;

function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const text: unknown = config && typeof config === 'object' ? Reflect.get(config, 'text') : undefined;
  return typeof text === 'string' ? text : '';
}

function queryOf(target: object): Query {
  return (...args) => Reflect.apply(Reflect.get(target, 'query') as Query, target, args);
}

/**
 * A connection whose writes each carry the actor (session setting, set on every write and to '' outside a request,
 * so a pooled connection never lends one write's actor to the next).
 */
function auditedClient(client: pg.PoolClient): pg.PoolClient {
  const query = queryOf(client);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (...args: unknown[]) =>
          WRITE_STATEMENT.test(textOf(args[0])) ? writeWithActor(target, args as QueryArgs) : query(...args);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The pool drizzle is given: a write outside a transaction takes a connection to send it with its actor. */
export function auditedPool(pool: pg.Pool): pg.Pool {
  const query = queryOf(pool);
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return async () => auditedClient(await target.connect());
      if (property === 'query') {
        return async (...args: unknown[]) => {
          if (!WRITE_STATEMENT.test(textOf(args[0]))) return query(...args);
          const client = await target.connect();
          try {
            return await writeWithActor(client, args as QueryArgs);
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
