// Which lines of an order can still be withdrawn from: the order is paid, was made no more than
// 14 days ago, and the line's kind carries the right (src/lib/distance-contract.ts); a line
// already withdrawn from is not offered again.
import type { Order } from '@generated/booking/model';
import { WITHDRAWAL_APPLIES, WITHDRAWAL_DAYS, type OrderLineKind } from '@/lib/distance-contract';
import type { WithdrawnLine, WithdrawnOrder } from '@/lib/withdrawal/withdrawal-types';

const LISTS: [OrderLineKind, keyof Order][] = [
  ['subscriptions', 'subscriptionItems'],
  ['valuecards', 'valueCardItems'],
  ['entries', 'entryItems'],
  ['articles', 'articleItems'],
  ['services', 'serviceItems'],
  ['groupactivities', 'groupActivityItems'],
  ['events', 'eventItems'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order offers nothing to withdraw from, or null when it offers some line. */
export type NothingReason = 'open' | 'tooOld' | 'noRight' | 'allWithdrawn';

export interface WithdrawableOrder {
  order: WithdrawnOrder;
  lines: WithdrawnLine[];
  /** The last moment of the withdrawal period (ISO 8601). */
  until: string;
  nothing: NothingReason | null;
}

/** Every line of an order, with its kind. */
export function orderLines(order: Order): WithdrawnLine[] {
  return LISTS.flatMap(([kind, key]) =>
    (
      order[key] as {
        id: number;
        product: { id: number; name: string };
        price: WithdrawnLine['price'];
        quantity: number;
        subscription?: { id: number };
        initialPaymentPeriod?: { start?: string };
      }[]
    ).map((item) => ({
      kind,
      itemId: item.id,
      product: item.product.name,
      price: { amount: item.price.amount, currency: item.price.currency },
      quantity: item.quantity,
      // The membership the line made, by BRP's own reference on the order item.
      ...(item.subscription
        ? {
            subscription: {
              id: item.subscription.id,
              productId: item.product.id,
              start: item.initialPaymentPeriod?.start ?? null,
            },
          }
        : {}),
    })),
  );
}

/** What the facility needs of the order to refund it (the e-mail to staff). */
export function orderSummary(order: Order): WithdrawnOrder {
  const customer = order.customer
    ? {
        id: order.customer.id,
        name: [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' '),
      }
    : null;
  return {
    id: order.id,
    number: order.number,
    created: order.created,
    businessUnit: order.businessUnit?.name ?? null,
    total: { amount: order.price.amount, currency: order.price.currency },
    // BRP's order does not name how it was paid; the receipt in BRP does.
    paymentMethod: null,
    customer,
    receiverTarget: order.receiverTarget ?? null,
  };
}

export function withdrawable(
  order: Order,
  now: Date,
  withdrawn: ReadonlySet<number>,
): WithdrawableOrder {
  const until = new Date(Date.parse(order.created) + WITHDRAWAL_DAYS * DAY_MS).toISOString();
  const all = orderLines(order);
  const withRight = all.filter((line) => WITHDRAWAL_APPLIES[line.kind]);
  const open = withRight.filter((line) => !withdrawn.has(line.itemId));
  let nothing: NothingReason | null = null;
  if (order.preliminary) nothing = 'open';
  else if (withRight.length === 0) nothing = 'noRight';
  else if (now.getTime() > Date.parse(until)) nothing = 'tooOld';
  else if (open.length === 0) nothing = 'allWithdrawn';
  return { order: orderSummary(order), lines: nothing ? [] : open, until, nothing };
}

/** The same address, whatever its case and spaces. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
