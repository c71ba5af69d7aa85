import { PGlite, type PGliteOptions, type QueryOptions, types } from '@electric-sql/pglite';

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

interface Queryable {
  query: PGlite['query'];
}

/** The object with its `query` taking drizzle's parsers as given already; everything else is the object's own. */
function queryingWithOwnParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          object.query(text, params, withoutDrizzleParsers(options));
      }
      if (property === 'transaction') {
        return <R>(work: (tx: Queryable) => Promise<R>) =>
          (object as unknown as PGlite).transaction((tx) => work(queryingWithOwnParsers(tx)));
      }
      // PGlite keeps its state in private fields, which only the object itself can reach.
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** An embedded database holding drizzle's parsers from the start (see DRIZZLE_PARSERS). */
export function pgliteForDrizzle(dataDir: string | undefined, options: PGliteOptions = {}): PGlite {
  const withParsers = { ...options, parsers: { ...DRIZZLE_PARSERS, ...options.parsers } };
  const client = dataDir ? new PGlite(dataDir, withParsers) : new PGlite(withParsers);
  return queryingWithOwnParsers(client);
}
