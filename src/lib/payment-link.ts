// Spec §7 generatelink/payment, for an order (the checkout) or an invoice (the member's invoices):
// ask BRP for the payment link, then send the browser there, but only to an https URL
// (paymentRedirect); anything else is an error and the visitor stays.
import { generatePaymentLink } from '@generated/booking/endpoints/orders/orders';
import type { PaymentLinkRequest } from '@generated/booking/model';
import { paymentRedirect } from './payment';

/** Thrown when the link answered is not one the browser may follow. */
export class UnsafePaymentLink extends Error {
  override readonly name = 'UnsafePaymentLink';
}

/**
 * Goes to BRP's payment handler. Never resolves: the page is leaving, so whatever waits on it
 * stays busy and its button cannot be pressed again meanwhile.
 */
export async function goToPaymentHandler(request: PaymentLinkRequest): Promise<never> {
  const link = await generatePaymentLink(request);
  const target = paymentRedirect(link.url);
  if (!target) throw new UnsafePaymentLink();
  window.location.assign(target);
  return new Promise<never>(() => undefined);
}
