import { describe, expect, it } from 'vitest';
import type { Order, PaymentMethod } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import {
  isOrderPaid,
  isRejected,
  needsCustomer,
  payFieldOf,
  paymentLinkRequest,
  validatePayForm,
} from './pay-rules';

const money = (amount: number) => ({ amount, currency: 'SEK' });
const order = (over: Partial<Order> = {}): Order =>
  ({
    id: 612345,
    preliminary: true,
    customer: null,
    price: money(69500),
    leftToPay: money(69500),
    ...over,
  }) as Order;
const SWISH: PaymentMethod = { id: 3, type: 'SWISH' };
const DEBIT: PaymentMethod = { id: 5, type: 'CARD_DEBIT' };

describe('needsCustomer (spec §4 "Checkout vs receipt")', () => {
  it('sets the customer of a signed-in visitor once, never while signed out', () => {
    expect(needsCustomer(order(), null)).toBe(false);
    expect(needsCustomer(order(), 4711)).toBe(true);
    expect(needsCustomer(order({ customer: { id: 4711 } }), 4711)).toBe(false);
    expect(needsCustomer(order({ customer: { id: 12 } }), 4711)).toBe(true);
  });
});

describe('isOrderPaid', () => {
  it('is paid when no longer preliminary or when BRP has nothing left to pay', () => {
    expect(isOrderPaid(order())).toBe(false);
    expect(isOrderPaid(order({ preliminary: false }))).toBe(true);
    expect(isOrderPaid(order({ leftToPay: money(0) }))).toBe(true);
  });

  it('does not call an order paid whose value cards cover what is left', () => {
    expect(isOrderPaid(order({ leftToPay: money(0) }), [{ id: 33017 }])).toBe(false);
  });

  it('does not call a free order paid', () => {
    expect(isOrderPaid(order({ price: money(0), leftToPay: money(0) }))).toBe(false);
  });
});

describe('isRejected', () => {
  it('is a 4xx answer, not a network failure or a server error', () => {
    expect(isRejected(new ApiError({ status: 403, message: '' }))).toBe(true);
    expect(isRejected(new ApiError({ status: 404, message: '' }))).toBe(true);
    expect(isRejected(new ApiError({ status: 0, message: '' }))).toBe(false);
    expect(isRejected(new ApiError({ status: 503, message: '' }))).toBe(false);
    expect(isRejected(new Error('x'))).toBe(false);
  });
});

describe('validatePayForm (spec §5 "Checkout")', () => {
  it('needs the terms and, with Swish, a valid number', () => {
    expect(
      validatePayForm({ method: SWISH, swishNumber: '', termsAccepted: false }, 69500),
    ).toEqual({ swishNumber: 'swishNumberMissing', terms: 'termsNotAccepted' });
    expect(
      validatePayForm({ method: SWISH, swishNumber: '0801-234567', termsAccepted: true }, 69500),
    ).toEqual({ swishNumber: 'invalidSwishNumber' });
    expect(
      validatePayForm({ method: SWISH, swishNumber: '0701-234567', termsAccepted: true }, 69500),
    ).toEqual({});
  });

  it('asks no number for a card, and a method only when there is something to pay', () => {
    expect(validatePayForm({ method: DEBIT, swishNumber: '', termsAccepted: true }, 69500)).toEqual(
      {},
    );
    expect(validatePayForm({ method: null, swishNumber: '', termsAccepted: true }, 69500)).toEqual({
      method: 'paymentMethodMissing',
    });
    expect(validatePayForm({ method: null, swishNumber: '', termsAccepted: true }, 0)).toEqual({});
  });
});

describe('paymentLinkRequest (spec §7 generatelink/payment)', () => {
  const returnUrl = 'https://shop.example/en/checkout/';

  it('sends the Swish number as payerAlias with country code 46, and the receipt e-mail', () => {
    expect(
      paymentLinkRequest(
        order(),
        { method: SWISH, swishNumber: '0701-234567', termsAccepted: true },
        returnUrl,
        'anna@example.se',
      ),
    ).toEqual({
      order: 612345,
      returnUrl,
      receiptEmail: ['anna@example.se'],
      paymentMethod: 3,
      payerAlias: { number: '0701234567', countryCode: 46 },
    });
  });

  it('sends no payer alias with a card, no e-mail when none is known', () => {
    expect(
      paymentLinkRequest(
        order(),
        { method: DEBIT, swishNumber: '0701-234567', termsAccepted: true },
        returnUrl,
        null,
      ),
    ).toEqual({ order: 612345, returnUrl, paymentMethod: 5 });
  });
});

describe('payFieldOf', () => {
  it('puts the payer alias under the Swish input, the method under the methods', () => {
    expect(payFieldOf('payerAlias.number')).toBe('swishNumber');
    expect(payFieldOf('payerAlias')).toBe('swishNumber');
    expect(payFieldOf('paymentMethod')).toBe('method');
    expect(payFieldOf('order')).toBeNull();
  });
});
