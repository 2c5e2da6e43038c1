// Spec §9: a paid receipt is reported to the analytics data layer as a `purchase`, in kronor,
// currency SEK, each product once (price / 100, quantity 1) with the spec's category, its value
// what was paid now (value-card payments deducted, spec §9). An order still open (preliminary) is
// no purchase. A reload, a re-render or a second visit to the same receipt in this browser
// session reports nothing more.
import type { Order, ReceiptDetail } from '@generated/booking/model';
import { pushToDataLayer, type DataLayerEvent } from '@/lib/analytics';
import { cartLines, type LineType } from '../logic/totals';
import { receiptSums } from './receipt-format';

/** Spec §9: items are categorised as treatments, courses or valueCard (memberships: issue 42). */
const CATEGORY: Partial<Record<LineType, string>> = {
  services: 'treatments',
  subscriptions: 'memberships',
  groupactivities: 'courses',
  events: 'courses',
  valuecards: 'valueCard',
};

/** The event for a paid order; the transaction id is the receipt number, else the order number. */
export function purchaseEvent(order: Order, receipt?: ReceiptDetail): DataLayerEvent {
  const items = cartLines(order).map(({ type, item }) => ({
    item_id: String(item.product.id),
    item_name: item.product.name,
    ...(CATEGORY[type] ? { item_category: CATEGORY[type] } : {}),
    price: item.price.amount / 100,
    quantity: 1,
  }));
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(receipt?.number ?? order.number),
      value: receiptSums(order, receipt).totalCost / 100,
      currency: 'SEK',
      items,
    },
  };
}

/** Where the reported orders are remembered: this browser session only. */
export const REPORTED_KEY = 'purchaseReported';

/** Also kept in memory, for a browser that refuses sessionStorage (then once per page load). */
const reportedHere = new Set<string>();

function readReported(store: Storage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(REPORTED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Pushes the purchase of `order` unless it was pushed before; returns whether it pushed. Keyed by
 * the order id: an order is paid by one receipt, whether the return URL names the receipt or not.
 */
export function reportPurchaseOnce(
  order: Order,
  receipt: ReceiptDetail | undefined,
  store: Storage | undefined = sessionStore(),
): boolean {
  if (order.preliminary) return false;
  const key = `order:${order.id}`;
  const reported = readReported(store);
  if (reportedHere.has(key) || reported.includes(key)) return false;
  reportedHere.add(key);
  try {
    // The last 50 are enough to recognise a reload; the list never grows without bound.
    store?.setItem(REPORTED_KEY, JSON.stringify([...reported, key].slice(-50)));
  } catch {
    // Storage full or refused: the in-memory set still stops repeats on this page.
  }
  pushToDataLayer(purchaseEvent(order, receipt));
  return true;
}
