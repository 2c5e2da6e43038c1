// Kysely on Node's own SQLite (node:sqlite): Kysely's SQLite dialect is written for
// better-sqlite3, a native addon this project cannot install (npm here runs no install scripts),
// and kysely-generic-sqlite is the maintained dialect that takes any SQLite client. What it asks
// of us is this executor: run a statement, and tell rows from changes. A statement that names
// result columns (a select, a RETURNING) answers rows, like better-sqlite3's `reader`.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { GenericSqliteDialect, parseBigInt, type IGenericSqlite } from 'kysely-generic-sqlite';

/** How long a write waits for another process's write (WAL allows one writer at a time). */
const BUSY_TIMEOUT_MS = 5000;

function executor(file: string): IGenericSqlite<DatabaseSync> {
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  // WAL: readers never wait for the writer, and several server processes can share the file.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
  const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
  return {
    db,
    query: (_isSelect, sql, parameters) => {
      const statement = db.prepare(sql);
      if (statement.columns().length > 0) return { rows: statement.all(...values(parameters)) };
      const result = statement.run(...values(parameters));
      return {
        rows: [],
        insertId: parseBigInt(result.lastInsertRowid),
        numAffectedRows: parseBigInt(result.changes),
      };
    },
    iterator: (_isSelect, sql, parameters) =>
      db.prepare(sql).iterate(...values(parameters)) as IterableIterator<unknown>,
    close: () => db.close(),
  };
}

/** A Kysely dialect on an SQLite file (or ':memory:'). */
export const nodeSqliteDialect = (file: string) => new GenericSqliteDialect(() => executor(file));
