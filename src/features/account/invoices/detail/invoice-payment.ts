// Paying an invoice (issue 44) through BRP's payment handler, as the checkout pays an order
// (spec §7 generatelink/payment, with `invoice` instead of `order`), and reading the return.
import type { PaymentLinkRequest, PaymentMethod } from '@generated/booking/model';
import type { Language } from '@/lib/language';
import { invoicePath } from '@/lib/paths';
import { swishPayerAlias } from '@/lib/payment';

/** The query parameter the return address carries, so the page knows a payment came back. */
export const RETURN_PARAMETER = 'betalning';

/** Methods that cannot pay an invoice online: an invoice, the customer's account, the hotel's bill. */
const NOT_FOR_INVOICES: readonly PaymentMethod['type'][] = ['INVOICE', 'CUSTOMER_ACCOUNT', 'PMS'];

export function invoicePaymentMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => !NOT_FOR_INVOICES.includes(method.type));
}

/** Where BRP's handler sends the browser back: this invoice's page, in the page's language. */
export function invoiceReturnUrl(origin: string, invoiceId: number, language: Language): string {
  return `${origin}${invoicePath(invoiceId, language)}?${RETURN_PARAMETER}=1`;
}

/**
 * The body of generatelink/payment for an invoice: no receipt address (BRP takes none for an
 * invoice), the method's id, and the payer alias only with Swish.
 */
export function invoicePaymentRequest(
  invoiceId: number,
  method: PaymentMethod | null,
  swishNumber: string,
  returnUrl: string,
): PaymentLinkRequest {
  return {
    invoice: invoiceId,
    returnUrl,
    ...(method ? { paymentMethod: method.id } : {}),
    ...(method?.type === 'SWISH' ? { payerAlias: swishPayerAlias(swishNumber) } : {}),
  };
}

export type PaymentReturn =
  | { kind: 'none' }
  | { kind: 'returned' }
  | { kind: 'cancelled'; code: string }
  | { kind: 'failed'; code: string };

/**
 * What the address says about a payment: none, back from one (paid, unless the invoice still
 * says otherwise), or BRP's error code (205 is a cancel; any other code a failure).
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const error = search.get('error');
  if (error !== null && error !== '') {
    const code = error.trim();
    return code === '205' ? { kind: 'cancelled', code } : { kind: 'failed', code };
  }
  return search.has(RETURN_PARAMETER) ? { kind: 'returned' } : { kind: 'none' };
}
