// Pure rules of the customer and payment steps (spec §2 "Checkout", §4 "Checkout vs receipt",
// §5 "Checkout"), apart from the screen: when the order needs its customer set, whether it is
// paid, what the pay form may send, and where a refused payment's field errors belong.
import type { Order, PaymentLinkRequest, PaymentMethod } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { swishNumberError, swishPayerAlias, type SwishNumberError } from '@/lib/payment';

/**
 * Spec §4: a signed-in visitor's order gets its customer set once; nothing to do while signed
 * out or once the order already names this customer.
 */
export function needsCustomer(order: Order, customerId: number | null): boolean {
  return customerId !== null && order.customer?.id !== customerId;
}

/**
 * Paid: no longer preliminary, or BRP has registered the payment (leftToPay 0 on an order that
 * cost something) but the order is not confirmed yet, which BRP does asynchronously. With value
 * cards reserved, leftToPay 0 means the cards cover it: the order still has to be completed.
 */
export function isOrderPaid(order: Order, reservations: readonly unknown[] = []): boolean {
  return (
    !order.preliminary ||
    (order.price.amount > 0 && order.leftToPay.amount <= 0 && reservations.length === 0)
  );
}

/** A rejected order update (4xx) drops the stored order (spec §4); network and 5xx do not. */
export function isRejected(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export interface PayForm {
  method: PaymentMethod | null;
  swishNumber: string;
  termsAccepted: boolean;
}

/** Keys of the errors catalogue (`errors:validation.<key>`), per field of the pay form. */
export interface PayFormErrors {
  swishNumber?: SwishNumberError;
  terms?: 'termsNotAccepted';
  method?: 'paymentMethodMissing';
}

/** Spec §5: the terms must be accepted; with Swish and something to pay, a valid 07 number. */
export function validatePayForm(form: PayForm, amountToPay: number): PayFormErrors {
  const errors: PayFormErrors = {};
  if (amountToPay > 0 && !form.method) errors.method = 'paymentMethodMissing';
  if (form.method?.type === 'SWISH') {
    const swish = swishNumberError(form.swishNumber, amountToPay);
    if (swish) errors.swishNumber = swish;
  }
  if (!form.termsAccepted) errors.terms = 'termsNotAccepted';
  return errors;
}

/** Spec §7 generatelink/payment: the method's id, and the payer alias only with Swish. */
export function paymentLinkRequest(
  order: Order,
  form: PayForm,
  returnUrl: string,
  receiptEmail: string | null,
): PaymentLinkRequest {
  return {
    order: order.id,
    returnUrl,
    ...(receiptEmail ? { receiptEmail: [receiptEmail] } : {}),
    ...(form.method ? { paymentMethod: form.method.id } : {}),
    ...(form.method?.type === 'SWISH' ? { payerAlias: swishPayerAlias(form.swishNumber) } : {}),
  };
}

/** Which input a server field error belongs under; null for the general message. */
export function payFieldOf(field: string): 'swishNumber' | 'method' | null {
  if (field === 'payerAlias' || field.startsWith('payerAlias.')) return 'swishNumber';
  if (field === 'paymentMethod') return 'method';
  return null;
}
