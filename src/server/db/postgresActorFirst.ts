import pg from 'pg';
import { auditActorSetting } from '../domain/auditActor';

/*
 * The audit log's actor (domain/auditActor.ts) sent to PostgreSQL with each write over node-postgres, in the write's
 * own round trip, as the embedded database's statements do (pgliteStatements.ts).
 */

const SET_AUDIT_ACTOR = "select set_config('audit.actor', $1, false)";

/** What drizzle passes node-postgres's `query`: a statement's text or configuration, and its values. */
export type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/** The replies node-postgres hands to the query under way, which `ActorFirst` passes on to its statement. */
type Reply =
  | 'handleRowDescription'
  | 'handleDataRow'
  | 'handleCommandComplete'
  | 'handleEmptyQuery'
  | 'handlePortalSuspended'
  | 'handleCopyInResponse'
  | 'handleCopyData'
  | 'handleReadyForQuery'
  | 'handleError';

/**
 * A write statement with the actor's setting ahead of it in the same round trip: the setting's Parse, Bind and
 * Execute, then the statement's own messages and their one Sync, written together. The server runs them in order
 * and answers once; the setting's answer (a row and its command tag) is dropped here and the rest is the
 * statement's. A failed setting fails the statement, which the server then skips.
 */
class ActorFirst implements pg.Submittable {
  private settingAnswered = false;
  private refused: Error | undefined;

  constructor(
    private readonly statement: pg.Query,
    private readonly actor: string,
  ) {}

  /** The statement's name once its own replies come: node-postgres records a named statement's parse by it. */
  get name(): unknown {
    return this.settingAnswered ? Reflect.get(this.statement, 'name') : undefined;
  }

  get text(): unknown {
    return Reflect.get(this.statement, 'text');
  }

  /** node-postgres gives the statement's result the connection's type parsers through it. */
  get _result(): unknown {
    return Reflect.get(this.statement, '_result');
  }

  submit(connection: pg.Connection): void {
    const { stream } = connection;
    stream.cork();
    try {
      connection.parse({ text: SET_AUDIT_ACTOR, name: '', types: [] }, true);
      connection.bind({ statement: '', portal: '', values: [this.actor] }, true);
      connection.execute({ portal: '' }, true);
      // node-postgres refuses some statements before sending anything (no text, another text under a name): the
      // setting sent already still needs its Sync, and the refusal is the answer once the server is ready again.
      const refused: unknown = this.statement.submit(connection);
      if (refused instanceof Error) {
        this.refused = refused;
        connection.sync();
      }
    } finally {
      stream.uncork();
    }
  }

  private pass(reply: Reply, args: unknown[]): unknown {
    const handler: unknown = Reflect.get(this.statement, reply);
    return typeof handler === 'function' ? Reflect.apply(handler, this.statement, args) : undefined;
  }

  handleRowDescription(...args: unknown[]): unknown {
    return this.settingAnswered ? this.pass('handleRowDescription', args) : undefined;
  }

  handleDataRow(...args: unknown[]): unknown {
    return this.settingAnswered ? this.pass('handleDataRow', args) : undefined;
  }

  handleCommandComplete(...args: unknown[]): unknown {
    if (this.settingAnswered) return this.pass('handleCommandComplete', args);
    this.settingAnswered = true;
    return undefined;
  }

  handleEmptyQuery(...args: unknown[]): unknown {
    return this.pass('handleEmptyQuery', args);
  }

  handlePortalSuspended(...args: unknown[]): unknown {
    return this.pass('handlePortalSuspended', args);
  }

  handleCopyInResponse(...args: unknown[]): unknown {
    return this.pass('handleCopyInResponse', args);
  }

  handleCopyData(...args: unknown[]): unknown {
    return this.pass('handleCopyData', args);
  }

  handleReadyForQuery(connection: pg.Connection): unknown {
    return this.refused
      ? this.pass('handleError', [this.refused, connection])
      : this.pass('handleReadyForQuery', [connection]);
  }

  handleError(error: unknown, connection: pg.Connection): unknown {
    // Skipped with the setting, a named statement was never parsed: the next use must send it again.
    const name: unknown = Reflect.get(this.statement, 'name');
    const submitted: unknown = Reflect.get(connection, 'submittedNamedStatements');
    if (!this.settingAnswered && typeof name === 'string' && submitted && typeof submitted === 'object') {
      Reflect.deleteProperty(submitted, name);
    }
    return this.pass('handleError', [error, connection]);
  }
}

/** Runs a write on `client` with the actor ahead of it, answering what node-postgres's own query answers. */
export function writeWithActor(client: pg.ClientBase, [config, values]: QueryArgs): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const answer = (error: Error | undefined, result: unknown) =>
      error ? reject(error) : resolve(result as pg.QueryResult);
    client.query(new ActorFirst(new pg.Query(config, values, answer), auditActorSetting()));
  });
}
