import { PGlite, type PGliteOptions, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { namedStatements, type StatementRunner } from './pgliteStatements';

const asWritten = (value: string) => value;

/**
 * What drizzle asks PGlite to parse with every query: dates, times and intervals as PostgreSQL writes them (drizzle
 * parses them itself). PGlite merges the parsers of a query into all of its own (several hundred) on each query,
 * a cost a busy server pays on every statement; given once at construction they are merged once.
 */
const DRIZZLE_PARSERS: NonNullable<PGliteOptions['parsers']> = {
  [types.TIMESTAMP]: asWritten,
  [types.TIMESTAMPTZ]: asWritten,
  [types.INTERVAL]: asWritten,
  [types.DATE]: asWritten,
  1231: asWritten, // numeric[]
  1115: asWritten, // timestamp[]
  1185: asWritten, // timestamp with time zone[]
  1187: asWritten, // interval[]
  1182: asWritten, // date[]
};

const drizzleTypes = Object.keys(DRIZZLE_PARSERS).sort().join(',');

/** A query's options without the parsers the client already holds; any other parsers are left to the query. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || Object.keys(options.parsers).sort().join(',') !== drizzleTypes) return options;
  return { ...options, parsers: undefined };
}

/**
 * The client drizzle is given: `query` through named statements (see pgliteStatements.ts), taking drizzle's
 * parsers as given already, inside transactions too; everything else is PGlite's own.
 */
function forDrizzle(client: PGlite): PGlite {
  const statements = namedStatements(client);
  const query = (runner: StatementRunner) => (text: string, params?: unknown[], options?: QueryOptions) =>
    runner.query(text, params, withoutDrizzleParsers(options));
  return new Proxy(client, {
    get(object, property) {
      if (property === 'query') return query(statements.outside);
      if (property === 'transaction') {
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          object.transaction((tx) => {
            const within = query(statements.within(tx));
            return work(
              new Proxy(tx, {
                get: (target, name) => (name === 'query' ? within : Reflect.get(target, name)),
              }),
            );
          });
      }
      // PGlite keeps its state in private fields, which only the object itself can reach.
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** An embedded database for drizzle: its parsers held from the start (see DRIZZLE_PARSERS), named statements. */
export function pgliteForDrizzle(dataDir: string | undefined, options: PGliteOptions = {}): PGlite {
  const withParsers = { ...options, parsers: { ...DRIZZLE_PARSERS, ...options.parsers } };
  return forDrizzle(dataDir ? new PGlite(dataDir, withParsers) : new PGlite(withParsers));
}
