import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useStoredOrderId } from '@/lib/cart/stored-cart';
import { checkoutMode } from '../logic/checkout-mode';
import { useHydrated } from '@/lib/use-hydrated';
import { CheckoutLoading } from '../components/checkout-loading';
import { EmptyCart } from '../components/empty-cart';
import { CheckoutHeading, CheckoutView } from './checkout-view';
import { ReceiptView } from './receipt-view';

/** Spec §2 "Checkout and receipt": which of the two the query parameters ask for. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const stored = useStoredOrderId();
  const mode = checkoutMode(params, stored);
  usePageTitle(mode.kind === 'receipt' ? t('receipt.title') : t('title'));
  if (mode.kind === 'home') return <CheckoutHome />;
  if (mode.kind === 'receipt')
    return (
      <ReceiptView orderId={mode.orderId} receiptId={mode.receiptId} errorCode={mode.errorCode} />
    );
  return <CheckoutView orderId={mode.orderId} paymentCancelled={mode.paymentCancelled} />;
}

/**
 * Without a stored order in the cart's cookies the server cannot tell the checkout from home: the
 * browser, which reads storage, decides. With no order to pay, the empty cart, with the ways to
 * fill it (issue 22, no silent redirect). Its own component: the switch after the take-over
 * re-renders this small part only, never a checkout with an order.
 */
function CheckoutHome() {
  const hydrated = useHydrated();
  if (!hydrated) return <CheckoutLoading />;
  return (
    <Stack spacing={3}>
      <CheckoutHeading />
      <EmptyCart />
    </Stack>
  );
}
