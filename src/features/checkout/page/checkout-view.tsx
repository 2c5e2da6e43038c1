import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { WithdrawalTerms } from '@/components/withdrawal-terms/withdrawal-terms';
import { clearStoredOrder, storedOrderId, storedOrderUsable } from '@/lib/cart/stored-order';
import { errorText } from '@/lib/errors/error-message';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { CartLines } from '../cart/cart-lines';
import { CartTermsNotice } from '../components/cart-terms-notice';
import { CheckoutLoading } from '../components/checkout-loading';
import { EmptyCart } from '../components/empty-cart';
import { useLineDetails } from '../cart/use-line-details';
import { cartLines } from '../logic/totals';
import { orderQuery } from '../queries';
import { DiscountsSection } from '../discounts/discounts-section';
import { PaySteps } from '../pay/pay-steps';
import { CartSummary } from './cart-summary';

interface Props {
  orderId: number;
  paymentCancelled: boolean;
}

/** The checkout of the stored order: its lines, total and VAT (spec §2 "Checkout"). */
export function CheckoutView({ orderId, paymentCancelled }: Props) {
  const { t } = useTranslation('checkout');
  const order = useQuery(orderQuery(orderId));
  // The line warnings need the notices: the lines wait for them (a failure is an empty list).
  const notices = useQuery(uniqueNoticesQuery());
  const usable = storedOrderUsable({
    order: order.data,
    error: order.isError ? order.error : undefined,
  });
  // Spec §4: a refused read (403), a finished order or an empty one clears the stored order; the
  // page then has no order and says the cart is empty.
  useEffect(() => {
    if (!usable && storedOrderId() === orderId) clearStoredOrder({ emptyCart: true });
  }, [usable, orderId]);

  const details = useLineDetails(order.data);

  const loaded = Boolean(order.data && !notices.isPending && details.settled);
  // The lines, discounts, summary and payment at once were one long task when the last answer
  // came (React renders an external store's change in one go): behind a deferred flag the
  // spinner stays a moment longer while React renders them in slices (docs/decisions/018).
  const ready = useDeferredValue(loaded) && loaded && order.data;
  return (
    <Stack spacing={3}>
      <CheckoutHeading />
      {paymentCancelled ? <Alert severity="warning">{t('paymentCancelled')}</Alert> : null}
      {order.isError && usable ? (
        <LoadError
          message={`${t('loadError')} ${errorText(t, order.error)}`}
          onRetry={() => void order.refetch()}
        />
      ) : !ready ? (
        <CheckoutLoading />
      ) : cartLines(order.data).length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartLines
            order={order.data}
            notices={notices.data?.success ? notices.data.data : []}
            details={details.byProduct}
            onRefresh={async () => (await order.refetch()).data}
          />
          <CartTermsNotice order={order.data} />
          <WithdrawalTerms kinds={cartLines(order.data).map((line) => line.type)} />
          <DiscountsSection order={order.data} />
          <CartSummary order={order.data} />
          <PaySteps order={order.data} />
        </>
      )}
    </Stack>
  );
}

export function CheckoutHeading() {
  const { t } = useTranslation('checkout');
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
      {t('title')}
    </Typography>
  );
}
