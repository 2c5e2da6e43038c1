// Spec §7 generatelink/payment for the order: to BRP's payment handler (src/lib/payment-link); an
// order BRP no longer takes is dropped from the cart.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentLinkRequest } from '@generated/booking/model';
import { clearStoredOrder, isOrderNotPreliminary, storedOrderId } from '@/lib/cart/stored-order';
import { goToPaymentHandler } from '@/lib/payment-link';
import { toast } from '@/lib/toast';

export function usePay(orderId: number) {
  const { t } = useTranslation('checkout');
  return useMutation({
    mutationFn: (request: PaymentLinkRequest) => goToPaymentHandler(request),
    onError: (error) => {
      if (!isOrderNotPreliminary(error)) return;
      if (storedOrderId() === orderId) clearStoredOrder({ emptyCart: true });
      toast.error(t('payment.orderDropped'));
    },
  });
}
