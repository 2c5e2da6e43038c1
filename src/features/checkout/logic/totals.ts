// Spec §2 "Checkout": the cart total and a VAT line per rate. Rate 0 is hidden, and every VAT line
// is hidden while value cards are listed (what is left to pay and its VAT are then not the order's).
// Amounts stay in minor units; src/lib/format.ts turns them into kronor.
import type { Order, OrderItem, OrderVatSum } from '@generated/booking/model';
import { vatPerRate, type VatLine } from '@/lib/vat';

export type { VatLine };

export function vatLines(
  vatSums: readonly OrderVatSum[] | undefined,
  { valueCardsListed = false }: { valueCardsListed?: boolean } = {},
): VatLine[] {
  return valueCardsListed ? [] : vatPerRate(vatSums);
}

/** '25', '12,5' (sv) or '12.5' (en): the rate as the page language writes it. */
export function formatRate(rate: number, language: 'sv' | 'en'): string {
  const text = String(rate);
  return language === 'sv' ? text.replace('.', ',') : text;
}

/** The coupon's part of the summary: what the items cost before it, and what it took off. */
export interface CouponSummary {
  /** Minor units: the order's price with the discount added back. */
  before: number;
  /** Minor units, positive. */
  discount: number;
  /** Whole percent of `before`, e.g. 5. */
  percent: number;
}

/**
 * BRP's order price is already after its coupons (couponDiscount is what they took off), so the
 * summary shows the price before, the discount with its percentage (spec §2) and the total: read
 * top to bottom, the discount is subtracted once. Null without a discount.
 */
export function couponSummary(
  order: Pick<Order, 'price' | 'couponDiscount'>,
): CouponSummary | null {
  const discount = order.couponDiscount?.amount ?? 0;
  if (discount <= 0) return null;
  const before = order.price.amount + discount;
  return { before, discount, percent: Math.round((discount / before) * 100) };
}

export type LineType =
  | 'services'
  | 'valuecards'
  | 'subscriptions'
  | 'articles'
  | 'events'
  | 'groupactivities'
  | 'entries';

export interface CartLine {
  type: LineType;
  item: OrderItem;
}

const LISTS: [LineType, keyof Order][] = [
  ['services', 'serviceItems'],
  ['groupactivities', 'groupActivityItems'],
  ['events', 'eventItems'],
  ['entries', 'entryItems'],
  ['articles', 'articleItems'],
  ['subscriptions', 'subscriptionItems'],
  ['valuecards', 'valueCardItems'],
];

/** Every line of the order with its type (the removal path's segment), services first. */
export function cartLines(order: Order): CartLine[] {
  return LISTS.flatMap(([type, key]) =>
    ((order[key] as OrderItem[] | undefined) ?? []).map((item) => ({ type, item })),
  );
}
