/**
 * A statement built once per query builder (the database's, or a workspace's: db/database.ts)
 * and run as a prepared statement with placeholders for what changes between calls. Building a
 * statement with drizzle costs about as much Node CPU as the rest of a small request (measured on
 * the inbox under 50 clients: a quarter of the API process's profile in drizzle's query
 * building), and a named statement lets PostgreSQL skip parsing it again on the same connection.
 * For the statements every request or nearly every request sends.
 *
 * @example
 * const sessionById = builtOnce((db: Db) =>
 *   db.select().from(sessions).where(eq(sessions.idHash, sql.placeholder('idHash'))).prepare('session_by_id'));
 * const [found] = await sessionById(db).execute({ idHash });
 */
export function builtOnce<Builder extends object, Statement>(
  build: (db: Builder) => Statement,
): (db: Builder) => Statement {
  const built = new WeakMap<Builder, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
