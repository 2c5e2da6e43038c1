// Spec §2 "Checkout and receipt": kassa/ (checkout/) reads orderid, receiptid and error. With an
// orderid it is the receipt of that order, unless error=205 (the visitor cancelled the payment):
// then the stored order is shown again in checkout with a 'payment cancelled' message. Without an
// orderid it is the checkout of the stored order, and without one the visitor goes home.

/** Spec §8: payment error code 205 means the payment was cancelled. */
export const PAYMENT_CANCELLED = '205';

export type CheckoutMode =
  | { kind: 'receipt'; orderId: number; receiptId: number | null; errorCode: string | null }
  | { kind: 'checkout'; orderId: number; paymentCancelled: boolean }
  | { kind: 'home' };

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function checkoutMode(params: URLSearchParams, storedOrderId: number | null): CheckoutMode {
  const orderId = positiveInt(params.get('orderid'));
  const error = params.get('error')?.trim() || null;
  if (orderId !== null) {
    if (error === PAYMENT_CANCELLED)
      return { kind: 'checkout', orderId: storedOrderId ?? orderId, paymentCancelled: true };
    return {
      kind: 'receipt',
      orderId,
      receiptId: positiveInt(params.get('receiptid')),
      errorCode: error,
    };
  }
  if (storedOrderId !== null)
    return { kind: 'checkout', orderId: storedOrderId, paymentCancelled: false };
  return { kind: 'home' };
}
