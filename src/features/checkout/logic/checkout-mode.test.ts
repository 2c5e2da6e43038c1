import { describe, expect, it } from 'vitest';
import { checkoutMode } from './checkout-mode';

const mode = (query: string, stored: number | null = null) =>
  checkoutMode(new URLSearchParams(query), stored);

describe('checkoutMode (spec §2 "Checkout and receipt")', () => {
  it('shows the receipt of the order in the query, with its receipt id and error code', () => {
    expect(mode('orderid=611902&receiptid=88231', 612345)).toEqual({
      kind: 'receipt',
      orderId: 611902,
      receiptId: 88231,
      errorCode: null,
    });
    expect(mode('orderid=611902&error=101')).toEqual({
      kind: 'receipt',
      orderId: 611902,
      receiptId: null,
      errorCode: '101',
    });
  });

  it('goes back to checkout of the stored order when the payment was cancelled (error=205)', () => {
    expect(mode('orderid=611902&error=205', 612345)).toEqual({
      kind: 'checkout',
      orderId: 612345,
      paymentCancelled: true,
    });
    // Nothing stored any more: the order the payment provider returned with.
    expect(mode('orderid=611902&error=205')).toEqual({
      kind: 'checkout',
      orderId: 611902,
      paymentCancelled: true,
    });
  });

  it('without an orderid uses the stored order, and without one goes home', () => {
    expect(mode('', 612345)).toEqual({
      kind: 'checkout',
      orderId: 612345,
      paymentCancelled: false,
    });
    expect(mode('error=205', 612345)).toEqual({
      kind: 'checkout',
      orderId: 612345,
      paymentCancelled: false,
    });
    expect(mode('')).toEqual({ kind: 'home' });
  });

  it('reads an invalid orderid as none', () => {
    expect(mode('orderid=abc', 612345)).toMatchObject({ kind: 'checkout', orderId: 612345 });
    expect(mode('orderid=-3')).toEqual({ kind: 'home' });
    expect(mode('orderid=0&receiptid=5')).toEqual({ kind: 'home' });
  });
});
