// Loaded into the API server by `npm run bench:api` (`node --import`): counts the SQL statements the server sends
// through drizzle's PGlite and node-postgres drivers and tells the count to the parent process when asked over the
// IPC channel, so the benchmark can report queries per request without the server carrying a counter of its own.
import { NodePgPreparedQuery, NodePgSession } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery, PgliteSession } from 'drizzle-orm/pglite';

let statements = 0;

for (const PreparedQuery of [PglitePreparedQuery, NodePgPreparedQuery]) {
  for (const method of ['execute', 'all']) {
    const original = PreparedQuery.prototype[method];
    PreparedQuery.prototype[method] = function countedStatement(...args) {
      statements++;
      return original.apply(this, args);
    };
  }
}
// BEGIN and COMMIT (or ROLLBACK) travel outside the prepared statements.
for (const Session of [PgliteSession, NodePgSession]) {
  const originalTransaction = Session.prototype.transaction;
  Session.prototype.transaction = function countedTransaction(...args) {
    statements += 2;
    return originalTransaction.apply(this, args);
  };
}

process.on('message', (message) => {
  if (message === 'bench:query-count') process.send?.({ queryCount: statements });
});
