// Withdrawals from contracts (issue 44, the right of withdrawal): each is written once, with its
// 'received' event and its mails in one transaction, and never changed; what happened later
// (BRP ended the contract, staff handled it, the mails went) are rows after it. Its state is
// read from them.
import { randomUUID } from 'node:crypto';
import type { WithdrawalDetails, WithdrawalView } from '../../src/lib/withdrawal/withdrawal-types';
import type { Database } from './database';
import type { MailStatus, MailStore, NewMail } from './mails';

export interface NewWithdrawal {
  customerId: number | null;
  name: string;
  email: string;
  language: string;
  details: WithdrawalDetails;
}

export interface Withdrawal extends NewWithdrawal {
  id: string;
  receivedAt: string;
}

/** What may follow a withdrawal: BRP's own action on it, or staff marking it handled. */
export type WithdrawalEventKind = 'received' | 'brp-action' | 'handled';

export const withdrawalTopic = (id: string) => `withdrawal:${id}`;

export function withdrawalStore(database: Database, mails: MailStore) {
  const { db } = database;

  async function views(rows: { id: string }[], now: Date): Promise<WithdrawalView[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const full = await db.selectFrom('withdrawals').selectAll().where('id', 'in', ids).execute();
    const events = await db
      .selectFrom('withdrawal_events')
      .select(['withdrawal_id', 'kind', 'detail'])
      .where('withdrawal_id', 'in', ids)
      .execute();
    const mailStates = await mails.statusesOf(ids.map(withdrawalTopic), now);
    const byId = new Map(full.map((row) => [row.id, row]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const row = byId.get(id)!;
        const details = JSON.parse(row.details) as WithdrawalDetails;
        const own = events.filter((event) => event.withdrawal_id === id);
        const brp = own
          .filter((event) => event.kind === 'brp-action')
          .map((event) => JSON.parse(event.detail ?? '{}') as { ok?: boolean; product?: string });
        const confirmation = mailStates.find(
          (mail: MailStatus) => mail.topic === withdrawalTopic(id) && mail.purpose === 'customer',
        );
        return {
          id,
          orderNumber: row.order_number,
          lines: details.lines,
          receivedAt: row.received_at,
          name: row.name,
          email: row.email,
          confirmation: confirmation?.state ?? 'pending',
          // BRP ending a membership is not the refund: handled is staff's word only.
          handled: own.some((event) => event.kind === 'handled'),
          endedInBrp: brp.filter((a) => a.ok === true).map((a) => String(a.product ?? '')),
        };
      });
  }

  return {
    /**
     * Keeps a withdrawal, its 'received' event and the mails about it, all or nothing: once this
     * returns, the withdrawal is received, and its mails will go.
     */
    async record(
      input: NewWithdrawal,
      mailsOf: (withdrawal: Withdrawal) => NewMail[],
      now: Date,
      /** What already followed it (BRP's action, made just before), kept in the same transaction. */
      events: {
        kind: Exclude<WithdrawalEventKind, 'received'>;
        detail: Record<string, unknown>;
      }[] = [],
    ): Promise<Withdrawal> {
      const withdrawal: Withdrawal = { ...input, id: randomUUID(), receivedAt: now.toISOString() };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('withdrawals')
          .values({
            id: withdrawal.id,
            customer_id: input.customerId,
            order_id: input.details.order.id,
            order_number: input.details.order.number,
            name: input.name,
            email: input.email,
            language: input.language,
            details: JSON.stringify(input.details),
            received_at: withdrawal.receivedAt,
          })
          .execute();
        await trx
          .insertInto('withdrawal_events')
          .values({
            id: randomUUID(),
            withdrawal_id: withdrawal.id,
            kind: 'received',
            detail: null,
            at: withdrawal.receivedAt,
          })
          .execute();
        for (const event of events)
          await trx
            .insertInto('withdrawal_events')
            .values({
              id: randomUUID(),
              withdrawal_id: withdrawal.id,
              kind: event.kind,
              detail: JSON.stringify(event.detail),
              at: withdrawal.receivedAt,
            })
            .execute();
        const rows = mailsOf(withdrawal).map((mail) => mails.row(mail, now));
        if (rows.length > 0) await trx.insertInto('mails').values(rows).execute();
      });
      return withdrawal;
    },

    /** Something that happened to a withdrawal after it was received. */
    async addEvent(
      withdrawalId: string,
      kind: Exclude<WithdrawalEventKind, 'received'>,
      detail: Record<string, unknown> | null,
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('withdrawal_events')
        .values({
          id: randomUUID(),
          withdrawal_id: withdrawalId,
          kind,
          detail: detail === null ? null : JSON.stringify(detail),
          at: now.toISOString(),
        })
        .execute();
    },

    /** One withdrawal as its customer sees it. */
    async view(id: string, now: Date): Promise<WithdrawalView | null> {
      const [view] = await views([{ id }], now);
      return view ?? null;
    },

    /** A customer's withdrawals, the newest first. */
    async ofCustomer(customerId: number, now: Date, limit = 50): Promise<WithdrawalView[]> {
      const rows = await db
        .selectFrom('withdrawals')
        .select('id')
        .where('customer_id', '=', customerId)
        .orderBy('received_at', 'desc')
        .limit(limit)
        .execute();
      return views(rows, now);
    },

    /** The order items of an order already withdrawn from: never twice. */
    async withdrawnItems(orderId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('withdrawals')
        .select('details')
        .where('order_id', '=', orderId)
        .execute();
      return new Set(
        rows.flatMap((row) =>
          (JSON.parse(row.details) as WithdrawalDetails).lines.map((line) => line.itemId),
        ),
      );
    },
  };
}

export type WithdrawalStore = ReturnType<typeof withdrawalStore>;
