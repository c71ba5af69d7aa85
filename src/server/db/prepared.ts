/**
 * Statements built once per database handle and kept with it, for the lookups every request makes: drizzle
 * otherwise builds a statement's SQL (and checks each of its parts) again on every call, which for a row found by
 * its key costs more than the database's own work.
 */
export function preparedPerDatabase<Db extends object, Statements>(
  build: (db: Db) => Statements,
): (db: Db) => Statements {
  const byDatabase = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = build(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
