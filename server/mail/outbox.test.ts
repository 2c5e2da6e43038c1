// The outbox against a real SMTP server in the process (catcher.ts): a mail is sent; with the
// server down it is kept as not yet sent and goes once the server is back and its wait is over;
// two instances on one database send each mail once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../data/database';
import { mailStore, MAIL_POLICY, type NewMail } from '../data/mails';
import { startMailCatcher, type MailCatcher } from './catcher';
import { smtpTransport, startOutbox } from './outbox';

const FROM = 'Stadsbadet <no-reply@example.se>';
const START = new Date('2026-03-25T09:07:00.000Z');

const mail = (topic: string, recipient = 'anna.lindqvist@example.se'): NewMail => ({
  topic,
  purpose: 'customer',
  recipient,
  subject: `Bekräftelse ${topic}`,
  text_body: `Hej! ${topic}`,
  html_body: `<p>Hej! ${topic}</p>`,
});

describe('the mail outbox', () => {
  let dir: string;
  let database: Database;
  let catcher: MailCatcher;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-outbox-'));
    database = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.sqlite') });
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a written mail, as plain text and HTML, from the facility', async () => {
    const store = mailStore(database);
    const outbox = startOutbox({
      store,
      transport: smtpTransport(catcher.url),
      from: FROM,
      now: () => START,
    });
    try {
      await store.add(mail('sent-at-once'), START);
      await outbox.kick();
      const caught = await catcher.waitFor((m) => m.subject === 'Bekräftelse sent-at-once');
      expect(caught).toMatchObject({
        from: FROM.replace('Stadsbadet ', '"Stadsbadet" '),
        to: ['anna.lindqvist@example.se'],
        text: 'Hej! sent-at-once',
        html: '<p>Hej! sent-at-once</p>',
      });
      const [status] = await store.statusesOf(['sent-at-once'], START);
      expect(status).toMatchObject({ state: 'sent', attempts: 1, sentAt: START.toISOString() });
    } finally {
      await outbox.stop();
    }
  });

  it('keeps a mail the SMTP server could not take, and sends it once the server is back', async () => {
    const store = mailStore(database);
    let now = START;
    const outbox = startOutbox({
      store,
      transport: smtpTransport(catcher.url),
      from: FROM,
      now: () => now,
    });
    try {
      await catcher.stop();
      await store.add(mail('while-down'), now);
      await outbox.kick();
      const [failed] = await store.statusesOf(['while-down'], now);
      expect(failed).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
      expect(failed?.lastError).toMatch(/ECONNREFUSED/);

      await catcher.start();
      // Back, but the wait after the failed try is not over: not tried yet.
      await outbox.kick();
      expect((await store.statusesOf(['while-down'], now))[0]?.attempts).toBe(1);
      now = new Date(START.getTime() + MAIL_POLICY.backoffMs(1));
      await outbox.kick();
      await catcher.waitFor((m) => m.subject === 'Bekräftelse while-down');
      expect((await store.statusesOf(['while-down'], now))[0]).toMatchObject({
        state: 'sent',
        attempts: 2,
      });
      expect(catcher.mails.filter((m) => m.subject === 'Bekräftelse while-down')).toHaveLength(1);
    } finally {
      await outbox.stop();
    }
  });

  it('two instances on one database send every mail once', async () => {
    const second = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.sqlite') });
    const one = startOutbox({
      store: mailStore(database),
      transport: smtpTransport(catcher.url),
      from: FROM,
      now: () => START,
    });
    const two = startOutbox({
      store: mailStore(second),
      transport: smtpTransport(catcher.url),
      from: FROM,
      now: () => START,
    });
    try {
      const topics = Array.from({ length: 6 }, (_, index) => `pair-${index}`);
      for (const topic of topics) await mailStore(database).add(mail(topic), START);
      await Promise.all([one.kick(), two.kick(), one.kick(), two.kick()]);
      const caught = catcher.mails.filter((m) => m.subject.startsWith('Bekräftelse pair-'));
      expect(caught.map((m) => m.subject).sort()).toEqual(topics.map((t) => `Bekräftelse ${t}`));
    } finally {
      await one.stop();
      await two.stop();
      await second.close();
    }
  });
});
