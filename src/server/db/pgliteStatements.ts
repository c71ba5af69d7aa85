import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';
import { auditActorSetting, WRITE_STATEMENT } from '../domain/auditActor';

/*
 * Named prepared statements for the embedded database. PGlite's `query` parses, plans and describes every
 * statement again and crosses into PostgreSQL six times for it; a statement prepared once under a name is bound
 * and run in one crossing, and PostgreSQL keeps its plan: a read of a project by its id costs a fifth of the time.
 * node-postgres does the same on a server for drizzle's named statements. Statements are kept from their first run,
 * by their SQL text (drizzle writes values as parameters, so the server's statements are few and run again), the
 * least recently used let go past a limit. It holds the database as PGlite's own `query` does, through PGlite's typed
 * but underscore-named `_checkReady`, `_runExclusiveTransaction` and `_runExclusiveQuery`: after an upgrade of
 * PGlite, the tests beside this file say whether they still do what `query` relies on.
 */

const MAX_STATEMENTS = 256;

/**
 * Run before each write in the same crossing, so no other statement comes between: who writes, for the audit log's
 * trigger (domain/auditActor.ts). Set on every write, to '' outside a request, so none inherits another's.
 */
const SET_AUDIT_ACTOR = "select set_config('audit.actor', $1, false)";

/** Statements whose plans are worth keeping; anything else (DDL, BEGIN, SET) goes through PGlite's own query. */
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it, which decides how a value is written. */
  parameterTypes: number[];
  /** The columns of its rows (absent for a statement without rows), sent once when it was described. */
  rowDescription: BackendMessage | undefined;
}

interface ParameterDescription {
  name: 'parameterDescription';
  dataTypeIDs: number[];
}

const { serialize } = protocol;

function concatenated(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** A database error as PGlite's own `query` throws it: with the statement and its values attached. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

export interface StatementRunner {
  /** PGlite's `query`, through a named statement when the statement is one worth keeping. */
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** An open transaction of PGlite's, as its `transaction` hands it over. */
interface OpenTransaction extends StatementRunner {
  readonly closed: boolean;
}

/**
 * The named statements of one PGlite instance: `outside` any transaction, or `within` an open one, whose
 * statements run under the transaction's own hold on the database.
 */
export function namedStatements(
  client: PGlite,
  { limit = MAX_STATEMENTS }: { limit?: number } = {},
): {
  outside: StatementRunner;
  within(transaction: OpenTransaction): StatementRunner;
} {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++named}`;
    const messages = await client.execProtocolStream(
      concatenated([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      ParameterDescription | undefined;
    const statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > limit) await forgetOldest();
    return statement;
  }

  async function forgetOldest(): Promise<void> {
    const [text, oldest] = statements.entries().next().value ?? [];
    if (text === undefined || !oldest) return;
    statements.delete(text);
    await client.execProtocolStream(
      concatenated([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  /** The statement of `text`, prepared now if it is not kept, and marked as the most recently used. */
  async function statementOf(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (!kept) return prepare(text);
    statements.delete(text);
    statements.set(text, kept);
    return kept;
  }

  function written(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const write =
      (type !== undefined && (options?.serializers?.[type] ?? client.serializers[type])) || undefined;
    return write ? write(value) : String(value);
  }

  /** Runs `text` under its name; the caller holds the database. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      const statement = await statementOf(text);
      const actor = WRITE_STATEMENT.test(text) ? await statementOf(SET_AUDIT_ACTOR) : null;
      const values = params.map((param, index) => written(param, statement.parameterTypes[index], options));
      const answered = await client.execProtocolStream(
        concatenated([
          ...(actor
            ? [
                serialize.bind({ statement: actor.name, values: [auditActorSetting()] }),
                serialize.execute({}),
              ]
            : []),
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      // The setting's own answer ends at its first commandComplete; what follows is the statement's.
      const messages = actor
        ? answered.slice(answered.findIndex((message) => message.name === 'commandComplete') + 1)
        : answered;
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      throw withStatement(error, text, params, options);
    }
  }

  const preparable = (text: string, options?: QueryOptions) =>
    PREPARABLE.test(text) && !options?.blob && !options?.paramTypes && !options?.onNotice;

  return {
    outside: {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!preparable(text, options)) return client.query<T>(text, params, options);
        // As PGlite's own `query`: once the database is open, after any transaction under way, alone, and written
        // to disk before it answers.
        return client._checkReady().then(() =>
          client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              const results = await run<T>(text, params, options);
              await client.syncToFs();
              return results;
            }),
          ),
        );
      },
    },
    within: (transaction) => ({
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!preparable(text, options) || transaction.closed)
          return transaction.query<T>(text, params, options);
        return client._runExclusiveQuery(() => run<T>(text, params, options));
      },
    }),
  };
}
