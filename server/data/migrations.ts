// The database's versions, in order, for Kysely's migrator: a new version is a new entry at the
// end, never a change to one that has run. Every instance runs them at start; the migrator's
// lock (an advisory lock on PostgreSQL) lets one do it while the others wait.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The tables whose rows are never changed or removed (data/schema.ts). */
const APPEND_ONLY = ['withdrawals', 'withdrawal_events', 'mails', 'mail_attempts', 'mail_results'];

/** The database itself refuses an UPDATE or DELETE on an append-only table. */
async function refuseChanges(db: Kysely<unknown>, kind: 'postgres' | 'sqlite', table: string) {
  if (kind === 'sqlite') {
    for (const operation of ['UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${operation.toLowerCase()} BEFORE ${operation} ON ${table} ` +
            `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
        )
        .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} ` +
        'FOR EACH ROW EXECUTE FUNCTION refuse_change()',
    )
    .execute(db);
}

export const migrations = (kind: 'postgres' | 'sqlite'): Record<string, Migration> => ({
  '001-withdrawals-and-mail-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('withdrawals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer')
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('order_number', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawals_customer')
        .on('withdrawals')
        .columns(['customer_id', 'received_at'])
        .execute();
      await db.schema
        .createTable('withdrawal_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('withdrawal_id', 'text', (c) => c.notNull().references('withdrawals.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawal_events_withdrawal')
        .on('withdrawal_events')
        .column('withdrawal_id')
        .execute();
      await db.schema
        .createTable('mails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mails_topic').on('mails').column('topic').execute();
      await db.schema
        .createTable('mail_attempts')
        .addColumn('mail_id', 'text', (c) => c.notNull().references('mails.id'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('instance', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_attempts_pk', ['mail_id', 'attempt'])
        .execute();
      await db.schema
        .createTable('mail_results')
        .addColumn('mail_id', 'text', (c) => c.notNull().references('mails.id'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_results_pk', ['mail_id', 'attempt'])
        .execute();
      if (kind === 'postgres')
        await sql
          .raw(
            'CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ' +
              "RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$",
          )
          .execute(db);
      for (const table of APPEND_ONLY) await refuseChanges(db, kind, table);
    },
  },
});
