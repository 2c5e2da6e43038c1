// The data module on both of its databases: SQLite (always) and a real PostgreSQL (CI installs
// it, .ci/run; a developer without it is told, not failed). The same cases run on each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalDetails } from '../../src/lib/withdrawal/withdrawal-types';
import { SERVER_HOOK_TIMEOUT_MS } from '../testing/ci-install';
import { postgresBinaries, startPostgres, type TestPostgres } from '../testing/postgres-server';
import { openDatabase, type Database, type DatabaseSettings } from './database';
import { mailStore, MAIL_POLICY, type NewMail } from './mails';
import { withdrawalStore, withdrawalTopic } from './withdrawals';

const NOW = new Date('2026-03-25T09:07:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const DETAILS: WithdrawalDetails = {
  order: {
    id: 612360,
    number: 90421,
    created: '2026-03-25T08:50:00.000Z',
    businessUnit: 'Haga',
    total: { amount: 50000, currency: 'SEK' },
    paymentMethod: 'Swish',
    customer: null,
    receiverTarget: 'anna.lindqvist@example.se',
  },
  lines: [
    {
      kind: 'valuecards',
      itemId: 772001,
      product: 'Presentkort',
      price: { amount: 50000, currency: 'SEK' },
      quantity: 1,
    },
  ],
};

const mailsFor = (id: string): NewMail[] => [
  {
    topic: withdrawalTopic(id),
    purpose: 'customer',
    recipient: 'anna.lindqvist@example.se',
    subject: 'Ditt köp är ångrat',
    text_body: 'text',
    html_body: '<p>text</p>',
  },
  {
    topic: withdrawalTopic(id),
    purpose: 'facility',
    recipient: 'kassa@example.se',
    subject: 'Ångrat köp',
    text_body: 'text',
    html_body: '<p>text</p>',
  },
];

/** The cases, on one kind of database; returns the closing of every one they opened. */
function cases(settings: () => DatabaseSettings): () => Promise<void> {
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase(settings());
    opened.push(database);
    return database;
  };

  it('keeps a withdrawal, its event and its mails across a restart', async () => {
    const first = await open();
    const store = withdrawalStore(first, mailStore(first));
    const made = await store.record(
      {
        customerId: 4711,
        name: 'Anna Lindqvist',
        email: 'anna.lindqvist@example.se',
        language: 'sv',
        details: DETAILS,
      },
      (withdrawal) => mailsFor(withdrawal.id),
      NOW,
    );
    await first.close();

    const second = await open();
    const again = withdrawalStore(second, mailStore(second));
    expect(await again.view(made.id, NOW)).toEqual({
      id: made.id,
      orderNumber: 90421,
      lines: DETAILS.lines,
      receivedAt: NOW.toISOString(),
      name: 'Anna Lindqvist',
      email: 'anna.lindqvist@example.se',
      confirmation: 'pending',
      handled: false,
      endedInBrp: [],
    });
    expect((await again.ofCustomer(4711, NOW)).map((view) => view.id)).toContain(made.id);
    expect(await again.withdrawnItems(612360)).toEqual(new Set([772001]));
    const events = await second.db
      .selectFrom('withdrawal_events')
      .select('kind')
      .where('withdrawal_id', '=', made.id)
      .execute();
    expect(events).toEqual([{ kind: 'received' }]);
  });

  it('refuses to change or remove a kept row: the record is append-only', async () => {
    const database = await open();
    const store = withdrawalStore(database, mailStore(database));
    const made = await store.record(
      {
        customerId: null,
        name: 'Erik',
        email: 'erik@example.se',
        language: 'en',
        details: DETAILS,
      },
      () => [],
      NOW,
    );
    await expect(
      database.db
        .updateTable('withdrawals')
        .set({ name: 'Someone else' })
        .where('id', '=', made.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      database.db.deleteFrom('withdrawal_events').where('withdrawal_id', '=', made.id).execute(),
    ).rejects.toThrow(/append-only/);
    await store.addEvent(made.id, 'handled', { by: 'staff' }, later(60_000));
    expect((await store.view(made.id, later(60_000)))?.handled).toBe(true);
  });

  it('a mail is due, claimed once, retried after its backoff, and failed after its tries', async () => {
    const database = await open();
    const mails = mailStore(database);
    const store = withdrawalStore(database, mails);
    const made = await store.record(
      { customerId: 99, name: 'Bo', email: 'bo@example.se', language: 'sv', details: DETAILS },
      (withdrawal) => mailsFor(withdrawal.id).slice(0, 1),
      NOW,
    );
    const mine = async (at: Date) =>
      (await mails.due(at, 1000)).filter(({ mail }) => mail.topic === withdrawalTopic(made.id));
    const [due] = await mine(NOW);
    expect(due?.attempt).toBe(1);
    expect(await mails.claim(due!.mail.id, 1, 'a', NOW)).toBe(true);
    expect(await mails.claim(due!.mail.id, 1, 'b', NOW)).toBe(false);
    expect(await mine(NOW)).toEqual([]);
    await mails.settle(due!.mail.id, 1, { sent: false, error: 'connect ECONNREFUSED' }, NOW);
    expect(await mine(later(MAIL_POLICY.backoffMs(1) - 1))).toEqual([]);
    expect((await mine(later(MAIL_POLICY.backoffMs(1))))[0]?.attempt).toBe(2);

    let at = NOW;
    for (let attempt = 2; attempt <= MAIL_POLICY.maxAttempts; attempt++) {
      at = new Date(at.getTime() + MAIL_POLICY.backoffMs(attempt - 1));
      expect(await mails.claim(due!.mail.id, attempt, 'a', at)).toBe(true);
      await mails.settle(due!.mail.id, attempt, { sent: false, error: 'timeout' }, at);
    }
    const [status] = await mails.statusesOf([withdrawalTopic(made.id)], later(24 * 3600_000));
    expect(status).toMatchObject({
      state: 'failed',
      attempts: MAIL_POLICY.maxAttempts,
      lastError: 'timeout',
    });
    expect(await mine(later(24 * 3600_000))).toEqual([]);
    expect((await store.view(made.id, NOW))?.confirmation).toBe('failed');
  });

  it('a try lost with its instance is taken again once its lease has run out', async () => {
    const database = await open();
    const mails = mailStore(database);
    const store = withdrawalStore(database, mails);
    const made = await store.record(
      { customerId: 98, name: 'Cia', email: 'cia@example.se', language: 'sv', details: DETAILS },
      (withdrawal) => mailsFor(withdrawal.id).slice(0, 1),
      NOW,
    );
    const { mail } = (await mails.due(NOW, 1000)).find(
      (d) => d.mail.topic === withdrawalTopic(made.id),
    )!;
    expect(await mails.claim(mail.id, 1, 'lost', NOW)).toBe(true);
    expect(
      (await mails.due(later(MAIL_POLICY.leaseMs - 1), 1000)).map((d) => d.mail.id),
    ).not.toContain(mail.id);
    const retry = (await mails.due(later(MAIL_POLICY.leaseMs), 1000)).find(
      (d) => d.mail.id === mail.id,
    );
    expect(retry?.attempt).toBe(2);
    await mails.claim(mail.id, 2, 'b', later(MAIL_POLICY.leaseMs));
    await mails.settle(mail.id, 2, { sent: true }, later(MAIL_POLICY.leaseMs));
    expect((await store.view(made.id, later(MAIL_POLICY.leaseMs)))?.confirmation).toBe('sent');
  });

  it('two instances racing for the same tries each take a different half', async () => {
    const one = await open();
    const two = await open();
    const store = withdrawalStore(one, mailStore(one));
    const made = await store.record(
      { customerId: 97, name: 'Dan', email: 'dan@example.se', language: 'sv', details: DETAILS },
      (withdrawal) => [...mailsFor(withdrawal.id), ...mailsFor(withdrawal.id)],
      NOW,
    );
    const ids = (await mailStore(one).due(NOW, 1000))
      .filter(({ mail }) => mail.topic === withdrawalTopic(made.id))
      .map(({ mail }) => mail.id);
    expect(ids).toHaveLength(4);
    const claims = await Promise.all(
      ids.flatMap((id) => [
        mailStore(one)
          .claim(id, 1, 'one', NOW)
          .then((won) => (won ? 'one' : null)),
        mailStore(two)
          .claim(id, 1, 'two', NOW)
          .then((won) => (won ? 'two' : null)),
      ]),
    );
    expect(claims.filter(Boolean)).toHaveLength(4);
  });

  it('runs each version once: a reopened database is at the latest one', async () => {
    const database = await open();
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual(['001-withdrawals-and-mail-outbox']);
  });

  return async () => {
    await Promise.all(opened.map((database) => database.close().catch(() => {})));
  };
}

describe('on SQLite (the default, a file)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  const closeAll = cases(() => ({ kind: 'sqlite', file: path.join(dir, 'nested', 'shop.sqlite') }));
  afterAll(async () => {
    await closeAll();
    rmSync(dir, { recursive: true, force: true });
  });
});

// CI installs PostgreSQL (.ci/run): there a missing one fails here, loudly.
describe.skipIf(!postgresBinaries() && !process.env.CI)('on PostgreSQL (DATABASE_URL)', () => {
  let postgres: TestPostgres | undefined;
  // On CI the server may still be installing (testing/ci-install.ts).
  beforeAll(async () => {
    postgres = await startPostgres();
  }, SERVER_HOOK_TIMEOUT_MS);
  const closeAll = cases(() => ({ kind: 'postgres', url: postgres!.url }));
  afterAll(async () => {
    await closeAll();
    await postgres?.stop();
  });
});
