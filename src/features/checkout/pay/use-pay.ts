// Spec §7 generatelink/payment: ask BRP for the payment link, then send the browser there, but
// only to an https URL (paymentRedirect); anything else is an error and the visitor stays.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePaymentLink } from '@generated/booking/endpoints/orders/orders';
import type { PaymentLinkRequest } from '@generated/booking/model';
import { clearStoredOrder, isOrderNotPreliminary, storedOrderId } from '@/lib/cart/stored-order';
import { toast } from '@/lib/toast';
import { paymentRedirect } from '../logic/payment';

/** Thrown when the link answered is not one the browser may follow. */
export class UnsafePaymentLink extends Error {
  override readonly name = 'UnsafePaymentLink';
}

export function usePay(orderId: number) {
  const { t } = useTranslation('checkout');
  return useMutation({
    mutationFn: async (request: PaymentLinkRequest) => {
      const link = await generatePaymentLink(request);
      const target = paymentRedirect(link.url);
      if (!target) throw new UnsafePaymentLink();
      window.location.assign(target);
      // The page is leaving: stay busy so the button cannot be pressed again meanwhile.
      return new Promise<never>(() => undefined);
    },
    onError: (error) => {
      if (!isOrderNotPreliminary(error)) return;
      if (storedOrderId() === orderId) clearStoredOrder({ emptyCart: true });
      toast.error(t('payment.orderDropped'));
    },
  });
}
