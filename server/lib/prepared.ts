import type { Database } from '#db/client.ts';

/**
 * A statement prepared once per database handle and reused: Drizzle builds its SQL text once instead of on
 * every call, and on PostgreSQL the named statement is parsed and planned once per connection
 * (docs/decisions/029-request-path-speed.md). `build` receives the handle and calls `.prepare(name)`.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
