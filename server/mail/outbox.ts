// The mail outbox's sender: mails are written to the database first (data/mails.ts), then this
// sends what is due through the facility's SMTP server, and writes how each try went. A failed
// try is tried again after a growing wait, up to the policy's tries; then the mail is left as
// failed, shown as not sent, never dropped. Every instance runs one; a try's row is the claim,
// so no two send the same mail.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { reportError } from '../../src/lib/errors/report-error';
import type { MailStore } from '../data/mails';

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void>;
  close(): void;
}

/** How long a mail server may take to answer: a hung one is a failed try, not a stuck outbox. */
const SMTP_TIMEOUT_MS = 15_000;

/** nodemailer over SMTP_URL (smtps:// is TLS from the start; smtp:// upgrades with STARTTLS). */
export function smtpTransport(url: string): MailTransport {
  const options: SMTPTransport.Options & { url: string } = {
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export interface OutboxOptions {
  store: MailStore;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  /** How often it looks for due mails besides being kicked (a new mail, a start). */
  intervalMs?: number;
}

export interface Outbox {
  /** Looks for due mails now (after a new one is written); resolves when that run ends. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

/** Mails sent at once in one run: a backlog goes in turns, and a run stays short. */
const BATCH = 20;

export function startOutbox({
  store,
  transport,
  from,
  now = () => new Date(),
  intervalMs = 5_000,
}: OutboxOptions): Outbox {
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce(): Promise<void> {
    for (const { mail, attempt } of await store.due(now(), BATCH)) {
      if (stopped) return;
      if (!(await store.claim(mail.id, attempt, instance, now()))) continue;
      try {
        await transport.send({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await store.settle(mail.id, attempt, { sent: true }, now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.settle(mail.id, attempt, { sent: false, error: message }, now());
        reportError({ source: 'mail', error, details: { purpose: mail.purpose, attempt } });
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((error: unknown) => reportError({ source: 'database', error }));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void kick(), intervalMs);
  timer.unref();
  void kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
