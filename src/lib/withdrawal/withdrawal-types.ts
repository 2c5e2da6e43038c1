// What a withdrawal is, shared by the server that keeps it (server/data/withdrawals.ts) and the
// pages that make and show it (src/features/withdrawal). Amounts in öre, as BRP sends them.
import type { OrderLineKind } from '../distance-contract';

export interface Money {
  amount: number;
  currency: string;
}

/** One order line withdrawn from. */
export interface WithdrawnLine {
  kind: OrderLineKind;
  /** BRP's id of the order item. */
  itemId: number;
  product: string;
  price: Money;
  quantity: number;
  /** A membership line: BRP's subscription it made and the day it starts (BRP ends it by id). */
  subscription?: { id: number; productId: number; start: string | null };
}

/** What the order said, for the facility to refund without looking it up. */
export interface WithdrawnOrder {
  id: number;
  number: number;
  created: string;
  businessUnit: string | null;
  total: Money | null;
  paymentMethod: string | null;
  customer: { id: number; name: string } | null;
  receiverTarget: string | null;
}

export interface WithdrawalDetails {
  order: WithdrawnOrder;
  lines: WithdrawnLine[];
}

export type MailState = 'sent' | 'pending' | 'failed';

/** A withdrawal as its customer sees it. */
export interface WithdrawalView {
  id: string;
  orderNumber: number;
  lines: WithdrawnLine[];
  /** When it was received (ISO 8601, UTC). */
  receivedAt: string;
  name: string;
  email: string;
  /** The confirmation to the customer: sent, not yet sent, or given up (staff see it). */
  confirmation: MailState;
  /** Whether the facility's staff have acted on it (refunded); BRP's ending is `endedInBrp`. */
  handled: boolean;
  /** The memberships BRP ended at the withdrawal (by product name); empty when none. */
  endedInBrp: string[];
}
