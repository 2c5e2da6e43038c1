// The mail outbox's rows (server/mail/outbox.ts sends them): a mail is written before it is
// sent, each try is a row that claims it, each outcome a row after that. Nothing is changed in
// place, so a mail's state is what its rows add up to, and two instances cannot both take the
// same try: the (mail, attempt) key lets one insert win.
import { randomUUID } from 'node:crypto';
import type { Database } from './database';
import type { MailsTable } from './schema';

export interface MailPolicy {
  /** Tries before a mail is left as failed (visible, never dropped). */
  maxAttempts: number;
  /** A try with no outcome after this long was lost with its instance: it counts as failed. */
  leaseMs: number;
  /** The wait after the nth failed try. */
  backoffMs(attempt: number): number;
}

/** 8 tries over about two hours: 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h apart. */
export const MAIL_POLICY: MailPolicy = {
  maxAttempts: 8,
  leaseMs: 2 * 60_000,
  backoffMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000),
};

export type NewMail = Omit<MailsTable, 'id' | 'created_at'>;
export type Mail = MailsTable;

export type MailState = 'sent' | 'pending' | 'failed';

export interface MailStatus {
  id: string;
  topic: string;
  purpose: string;
  recipient: string;
  state: MailState;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  /** When the next try may start; null once sent or failed for good. */
  nextAttemptAt: string | null;
}

interface Attempt {
  attempt: number;
  started_at: string;
  outcome: string | null;
  error: string | null;
  at: string | null;
}

/** A mail's state from its tries, at `now`. */
function statusOf(mail: Mail, attempts: Attempt[], now: Date, policy: MailPolicy): MailStatus {
  const sorted = [...attempts].sort((a, b) => a.attempt - b.attempt);
  const sent = sorted.find((a) => a.outcome === 'sent');
  const last = sorted.at(-1);
  const base = {
    id: mail.id,
    topic: mail.topic,
    purpose: mail.purpose,
    recipient: mail.recipient,
    attempts: sorted.length,
    lastError: [...sorted].reverse().find((a) => a.error)?.error ?? null,
  };
  if (sent) return { ...base, state: 'sent', sentAt: sent.at, nextAttemptAt: null };
  let nextAttemptAt: number;
  if (!last) nextAttemptAt = Date.parse(mail.created_at);
  else if (last.outcome === null)
    // In flight, or lost with its instance: free again once the lease has run out.
    nextAttemptAt = Date.parse(last.started_at) + policy.leaseMs;
  else nextAttemptAt = Date.parse(last.at!) + policy.backoffMs(last.attempt);
  const settled = !last || last.outcome !== null || nextAttemptAt <= now.getTime();
  if (sorted.length >= policy.maxAttempts && settled)
    return { ...base, state: 'failed', sentAt: null, nextAttemptAt: null };
  return {
    ...base,
    state: 'pending',
    sentAt: null,
    nextAttemptAt: new Date(nextAttemptAt).toISOString(),
  };
}

export function mailStore(database: Database, policy: MailPolicy = MAIL_POLICY) {
  const { db } = database;

  async function attemptsOf(ids: string[]): Promise<Map<string, Attempt[]>> {
    const byMail = new Map<string, Attempt[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byMail;
    const rows = await db
      .selectFrom('mail_attempts as a')
      .leftJoin('mail_results as r', (join) =>
        join.onRef('r.mail_id', '=', 'a.mail_id').onRef('r.attempt', '=', 'a.attempt'),
      )
      .select(['a.mail_id', 'a.attempt', 'a.started_at', 'r.outcome', 'r.error', 'r.at'])
      .where('a.mail_id', 'in', ids)
      .execute();
    for (const { mail_id, ...attempt } of rows) byMail.get(mail_id)?.push(attempt);
    return byMail;
  }

  return {
    /** The rows a new mail is inserted as (inside the caller's transaction, with what it is about). */
    row(mail: NewMail, now: Date): Mail {
      return { ...mail, id: randomUUID(), created_at: now.toISOString() };
    },

    /** Writes a mail to send (outside a withdrawal's own transaction). */
    async add(mail: NewMail, now: Date): Promise<Mail> {
      const row = this.row(mail, now);
      await db.insertInto('mails').values(row).execute();
      return row;
    },

    /** The mails of some topics, with their states. */
    async statusesOf(topics: string[], now: Date): Promise<MailStatus[]> {
      if (topics.length === 0) return [];
      const mails = await db
        .selectFrom('mails')
        .selectAll()
        .where('topic', 'in', topics)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const attempts = await attemptsOf(mails.map((mail) => mail.id));
      return mails.map((mail) => statusOf(mail, attempts.get(mail.id)!, now, policy));
    },

    /** Mails whose next try is due, oldest first, each with the number of that try. */
    async due(now: Date, limit = 20): Promise<{ mail: Mail; attempt: number }[]> {
      // Not sent and not out of tries: the few mails still to send, whatever their age.
      const candidates = await db
        .selectFrom('mails as m')
        .selectAll('m')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('mail_results as r')
                .select('r.mail_id')
                .whereRef('r.mail_id', '=', 'm.id')
                .where('r.outcome', '=', 'sent'),
            ),
          ),
        )
        .where(
          ({ selectFrom }) =>
            selectFrom('mail_attempts as a')
              .select(({ fn }) => fn.countAll<number>().as('n'))
              .whereRef('a.mail_id', '=', 'm.id'),
          '<',
          policy.maxAttempts,
        )
        .orderBy('m.created_at')
        .limit(limit * 5)
        .execute();
      const attempts = await attemptsOf(candidates.map((mail) => mail.id));
      return candidates
        .map((mail) => ({ mail, status: statusOf(mail, attempts.get(mail.id)!, now, policy) }))
        .filter(({ status }) => status.state === 'pending')
        .filter(({ status }) => Date.parse(status.nextAttemptAt!) <= now.getTime())
        .slice(0, limit)
        .map(({ mail, status }) => ({ mail, attempt: status.attempts + 1 }));
    },

    /** Takes try `attempt` of a mail for this instance; false when another took it first. */
    async claim(mailId: string, attempt: number, instance: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('mail_attempts')
        .values({ mail_id: mailId, attempt, instance, started_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['mail_id', 'attempt']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** How a try ended. */
    async settle(
      mailId: string,
      attempt: number,
      outcome: { sent: true } | { sent: false; error: string },
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('mail_results')
        .values({
          mail_id: mailId,
          attempt,
          outcome: outcome.sent ? 'sent' : 'failed',
          error: outcome.sent ? null : outcome.error.slice(0, 500),
          at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['mail_id', 'attempt']).doNothing())
        .execute();
    },
  };
}

export type MailStore = ReturnType<typeof mailStore>;
