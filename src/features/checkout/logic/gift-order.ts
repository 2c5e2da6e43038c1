// Spec §3: an order with only value card items is a gift order. Its receipt goes to the giver's
// e-mail from the card's page (gift_from_email), when they gave one.
import type { Order } from '@generated/booking/model';
import { storage } from '@/lib/storage';
import { cartLines } from './totals';

export function isGiftOrder(order: Order): boolean {
  const lines = cartLines(order);
  return lines.length > 0 && lines.every((line) => line.type === 'valuecards');
}

/** Where the receipt goes: the giver's e-mail for a gift order, else the customer's. */
export function receiptEmailFor(order: Order, customerEmail: string | null): string | null {
  const giver = isGiftOrder(order) ? storage.get('giftFromEmail') : null;
  return giver || customerEmail;
}
