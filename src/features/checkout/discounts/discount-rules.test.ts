import { describe, expect, it } from 'vitest';
import type { Order, ValueCard, ValueCardReservation } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import {
  amountUsed,
  cardNumberInput,
  couponInput,
  fieldProblem,
  leftToPayAfterCards,
  reservationName,
  usableValueCards,
} from './discount-rules';

const order = {
  id: 612345,
  serviceItems: [{ id: 1, product: { id: 701, name: 'Massage 50 min' } }],
  valueCardItems: [],
  groupActivityItems: [],
  subscriptionItems: [],
  articleItems: [],
  eventItems: [],
  entryItems: [],
} as unknown as Order;

const card = (over: Partial<ValueCard>): ValueCard => ({
  id: 1,
  number: 15226337450012,
  type: 'AMOUNT',
  isValid: true,
  validForProducts: [{ id: 701, name: 'Massage 50 min' }],
  ...over,
});

const reservation = (over: Partial<ValueCardReservation>): ValueCardReservation => ({
  id: 33017,
  valueCard: {
    id: 90211,
    number: '4711000123456',
    valueCardProduct: { id: 55, name: 'Presentkort' },
  },
  amountUsed: { amount: 50000, currency: 'SEK' },
  ...over,
});

describe('couponInput', () => {
  it('trims the code and calls an empty one required', () => {
    expect(couponInput('  VINTER10 ')).toEqual({ code: 'VINTER10' });
    expect(couponInput('   ')).toEqual({ problem: 'required' });
  });
});

describe('cardNumberInput', () => {
  it('drops the spaces a printed card number has', () => {
    expect(cardNumberInput(' 4711 0001 2345 6 ')).toEqual({ number: '4711000123456' });
  });
  it('calls an empty number required and one outside 12–20 characters invalid', () => {
    expect(cardNumberInput('  ')).toEqual({ problem: 'required' });
    expect(cardNumberInput('12345678901')).toEqual({ problem: 'invalidNumber' });
    expect(cardNumberInput('123456789012')).toEqual({ number: '123456789012' });
    expect(cardNumberInput('1'.repeat(21))).toEqual({ problem: 'invalidNumber' });
  });
});

describe('usableValueCards', () => {
  it('offers valid cards that pay for a product in the cart', () => {
    const good = card({ id: 1 });
    const expired = card({ id: 2, isValid: false });
    const otherProducts = card({ id: 3, validForProducts: [{ id: 501, name: 'Entré vuxen' }] });
    expect(usableValueCards([good, expired, otherProducts], order)).toEqual([good]);
  });
  it('leaves a card without a product list to the server, and skips cards already reserved', () => {
    const unlisted = card({ id: 4, number: 111111111111, validForProducts: undefined });
    const reserved = card({ id: 5, number: 4711000123456 });
    expect(usableValueCards([unlisted, reserved], order, [reservation({})])).toEqual([unlisted]);
  });
  it('skips cards with nothing left to pay with (VALUE_CARD_EMPTY), unless they may overdraw', () => {
    const spent = card({ id: 6, amountLeft: { amount: 0, currency: 'SEK' } });
    const spentInteger = card({ id: 7, amountLeft: 0 });
    const funded = card({ id: 8, amountLeft: 32000 });
    const noVisits = card({ id: 9, type: 'UNIT', unitsLeft: 0 });
    const overdraws = card({ id: 10, type: 'UNIT', unitsLeft: 0, allowNegativeUnits: true });
    const visits = card({ id: 11, type: 'UNIT', unitsLeft: 3 });
    expect(
      usableValueCards([spent, spentInteger, funded, noVisits, overdraws, visits], order),
    ).toEqual([funded, overdraws, visits]);
  });
});

describe('value card amounts', () => {
  it('reads the amount used in either shape and names the card by product, else number', () => {
    expect(amountUsed(reservation({}))).toBe(50000);
    expect(amountUsed(reservation({ amountUsed: 12000 }))).toBe(12000);
    expect(reservationName(reservation({}))).toBe('Presentkort');
    expect(reservationName(reservation({ valueCard: { id: 1, number: '4711000123456' } }))).toBe(
      '4711000123456',
    );
  });
  it('deducts the cards from the total, never below 0', () => {
    const total = (amount: number) => ({
      price: { amount, currency: 'SEK' },
      leftToPay: { amount, currency: 'SEK' },
    });
    expect(leftToPayAfterCards(total(132050), [reservation({})])).toBe(82050);
    expect(
      leftToPayAfterCards(total(30000), [reservation({}), reservation({ id: 2, amountUsed: 1 })]),
    ).toBe(0);
    expect(leftToPayAfterCards(total(30000), [])).toBe(30000);
  });
  it("does not deduct twice when BRP's leftToPay already has the cards deducted", () => {
    const order = {
      price: { amount: 132050, currency: 'SEK' },
      leftToPay: { amount: 82050, currency: 'SEK' },
    };
    expect(leftToPayAfterCards(order, [reservation({})])).toBe(82050);
  });
});

describe('fieldProblem', () => {
  const invalid = (field: string, errorCode: string) =>
    new ApiError({
      status: 422,
      message: 'INVALID_INPUT',
      errorCode: 'INVALID_INPUT',
      fieldErrors: [{ field, errorCode }],
    });
  it('tells a missing value of the own field from other field errors', () => {
    expect(fieldProblem(invalid('couponName', 'FIELD_MANDATORY'), 'couponName')).toBe('required');
    expect(fieldProblem(invalid('couponName', 'STRING_TOO_LONG'), 'couponName')).toBe('other');
    expect(fieldProblem(invalid('other', 'FIELD_MANDATORY'), 'couponName')).toBeNull();
    expect(fieldProblem(new Error('x'), 'couponName')).toBeNull();
  });
});
