// The shop's own database, for what BRP does not keep (withdrawals, the mail outbox): PostgreSQL
// when DATABASE_URL is set (what several instances share), else an SQLite file on this machine
// (DATABASE_FILE, `.data/shop.sqlite` by default). One Kysely over either, the schema's versions
// run at open (migrations.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { reportError } from '../../src/lib/errors/report-error';
import { migrations } from './migrations';
import { nodeSqliteDialect } from './node-sqlite';
import type { Schema } from './schema';

export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

export interface Database {
  db: Kysely<Schema>;
  kind: DatabaseSettings['kind'];
  close(): Promise<void>;
}

/** Connections one instance keeps to PostgreSQL: its writes are few and short. */
const POOL_SIZE = 5;

/** Opens the database and brings its schema to the latest version. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  let dialect;
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: 5000,
      // A statement that hangs is a failure to report, not a request that waits forever.
      statement_timeout: 10_000,
    });
    // An idle connection that PostgreSQL drops (a restart, a fail-over) is reported, and the pool
    // makes a new one when asked: without a listener it would end the process.
    pool.on('error', (error) => reportError({ source: 'database', error }));
    dialect = new PostgresDialect({ pool });
  } else {
    if (settings.file !== ':memory:') mkdirSync(path.dirname(settings.file), { recursive: true });
    dialect = nodeSqliteDialect(settings.file);
  }
  const db = new Kysely<Schema>({ dialect });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(settings.kind) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, kind: settings.kind, close: () => db.destroy() };
}
