// Pure rules of the discounts section (spec §2 "Checkout", §5, §8): what a typed code or card
// number must be before it is sent, which of the customer's cards are offered, what a value card
// covers in the summary, and which text a refused code gets. Amounts stay in minor units.
import type { Order, ValueCard, ValueCardReservation } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { cardProduct, minorUnits } from '@/lib/value-card';
import { cartLines } from '../logic/totals';

/** The contract's bounds of a value card number (ValueCardReservationRequest). */
export const CARD_NUMBER_LENGTH = { min: 12, max: 20 } as const;

export type InputProblem = 'required' | 'invalidNumber';

/** A coupon code as it is sent: trimmed; empty means nothing to send. */
export function couponInput(value: string): { code: string } | { problem: InputProblem } {
  const code = value.trim();
  return code ? { code } : { problem: 'required' };
}

/** A value card number as it is sent: spaces removed (cards print in groups), 12–20 characters. */
export function cardNumberInput(value: string): { number: string } | { problem: InputProblem } {
  const number = value.replace(/\s+/g, '');
  if (!number) return { problem: 'required' };
  const { min, max } = CARD_NUMBER_LENGTH;
  return number.length < min || number.length > max ? { problem: 'invalidNumber' } : { number };
}

/**
 * Whether the card holds something to pay with (BRP refuses it with VALUE_CARD_EMPTY otherwise):
 * an amount above 0, a visit left, or visits it may overdraw. A balance the answer leaves out is
 * left to the server.
 */
function hasSomethingLeft(card: ValueCard): boolean {
  if (card.type === 'AMOUNT') return (minorUnits(card.amountLeft) ?? 1) > 0;
  return card.allowNegativeUnits === true || (card.unitsLeft ?? 1) > 0;
}

/**
 * Spec §5: value cards apply only if valid and applicable to the cart products, and only a card
 * with something left can pay. A card that lists no products is left to the server to judge
 * (BRP's answers do not always carry the list); cards already reserved on the order are not
 * offered again.
 */
export function usableValueCards(
  cards: readonly ValueCard[],
  order: Order,
  reservations: readonly ValueCardReservation[] = [],
): ValueCard[] {
  const products = new Set(cartLines(order).map((line) => line.item.product.id));
  const reserved = new Set(reservations.map((r) => String(r.valueCard.number)));
  return cards.filter((card) => {
    if (!card.isValid || !hasSomethingLeft(card) || reserved.has(String(card.number))) return false;
    const validFor = card.validForProducts ?? [];
    return validFor.length === 0 || validFor.some((product) => products.has(product.id));
  });
}

/** The card's product name, else its number: what a reservation line is called. */
export function reservationName(reservation: ValueCardReservation): string {
  return cardProduct(reservation.valueCard)?.name ?? String(reservation.valueCard.number);
}

/** Minor units a reservation pays (an integer or `{amount}` in the answer; 0 when absent). */
export function amountUsed(reservation: ValueCardReservation): number {
  return minorUnits(reservation.amountUsed) ?? 0;
}

/**
 * What is left to pay (spec §9: value-card payments are deducted, never below 0). BRP's own
 * `leftToPay` may or may not have the reservations deducted already, so the smaller of the two
 * readings is the one that never asks for money the cards cover. The summary and the pay step
 * both show this amount.
 */
export function leftToPayAfterCards(
  order: Pick<Order, 'price' | 'leftToPay'>,
  reservations: readonly ValueCardReservation[],
): number {
  const used = reservations.reduce((sum, reservation) => sum + amountUsed(reservation), 0);
  const brp = order.leftToPay?.amount ?? order.price.amount;
  return Math.max(0, Math.min(brp, order.price.amount - used));
}

/**
 * The field error of the input a dialog sends, when the server names it (422 INVALID_INPUT with
 * fieldErrors): a missing value reads as the dialog's own 'required' text.
 */
export function fieldProblem(error: unknown, field: string): 'required' | 'other' | null {
  if (!(error instanceof ApiError)) return null;
  const own = error.fieldErrors.find((fieldError) => fieldError.field === field);
  if (!own) return null;
  return own.errorCode === 'FIELD_MANDATORY' ? 'required' : 'other';
}
