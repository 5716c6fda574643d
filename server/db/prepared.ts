// Statements that run on every request (the caller's token, a list's version), prepared once per
// database: their SQL is built once, and PostgreSQL parses and plans them once per connection.
import type { Db } from './client';

export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
