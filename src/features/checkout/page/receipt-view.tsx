import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { useStoredOrderId } from '@/lib/cart/stored-cart';
import { pathTo } from '@/lib/paths';
import { LoadError } from '@/components/load-error/load-error';
import { clearStoredOrder } from '@/lib/cart/stored-order';
import { knownPaymentErrorCode, paymentErrorText } from '@/lib/errors/error-message';
import { storage } from '@/lib/storage';
import { checkoutMode } from '../logic/checkout-mode';
import { reportPurchaseOnce } from '../receipt/purchase-event';
import { ReceiptBody } from '../receipt/receipt-body';
import { ReceiptLoginPrompt } from '../receipt/receipt-login-prompt';
import { ReceiptOnlyBody } from '../receipt/receipt-only-body';
import { statusDetails } from '../receipt/receipt-state';
import { useReceiptData } from '../receipt/use-receipt-data';

interface Props {
  orderId: number;
  errorCode: string | null;
  /** The receipt the return URL names; read from the URL by the same rule when not passed. */
  receiptId?: number | null;
}

/**
 * The receipt side of kassa/ (spec §2): the stored order, its facility and the gift-from e-mail are
 * cleared (the cart is done). A payment error code shows its text and keeps the order, with a way
 * back to pay it again; otherwise the order (and the receipt, when named) is loaded and shown, and
 * a paid one reported once.
 */
export function ReceiptView({ orderId, errorCode, receiptId }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [params] = useSearchParams();
  const mode = checkoutMode(params, null);
  // Only a code the catalogue knows is shown back: the rest of the URL is anybody's to write.
  const knownCode = errorCode ? knownPaymentErrorCode(t, errorCode) : null;
  const named =
    receiptId !== undefined ? receiptId : mode.kind === 'receipt' ? mode.receiptId : null;
  // A paid order is done: the cart is emptied. A failed payment keeps the order, so the customer
  // can pay it again another way (the checkout says so if it can no longer be paid).
  const paymentFailed = Boolean(errorCode);
  useEffect(() => {
    if (paymentFailed) return;
    clearStoredOrder({ emptyCart: true });
    storage.remove('giftFromEmail');
  }, [orderId, paymentFailed]);
  const storedOrderId = useStoredOrderId();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('receipt.title')}
      </Typography>
      {errorCode ? (
        <Alert severity="error">
          {knownCode ? (
            <Typography sx={{ fontWeight: 600 }}>
              {t('receipt.errorCode', { code: knownCode })}
            </Typography>
          ) : null}
          <Typography>{paymentErrorText(t, errorCode)}</Typography>
        </Alert>
      ) : null}
      {errorCode && storedOrderId !== null ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('receipt.orderKept')}</Typography>
          <Button component={RouterLink} to={pathTo('checkout', language)} variant="contained">
            {t('receipt.payAgain')}
          </Button>
        </Stack>
      ) : null}
      {errorCode ? null : <PaidReceipt orderId={orderId} receiptId={named} />}
    </Stack>
  );
}

function PaidReceipt({ orderId, receiptId }: { orderId: number; receiptId: number | null }) {
  const { t } = useTranslation('checkout');
  const data = useReceiptData(orderId, receiptId);
  const { state, order, receipt } = data;
  useEffect(() => {
    if (state === 'ready' && order) reportPurchaseOnce(order, receipt);
  }, [state, order, receipt]);

  if (state === 'loading')
    return (
      <Stack sx={{ alignItems: 'center', py: 4, alignSelf: 'stretch' }}>
        <CircularProgress aria-label={t('receipt.loading')} />
      </Stack>
    );
  if (state === 'login') return <ReceiptLoginPrompt />;
  if (state === 'receiptOnly' && receipt) return <ReceiptOnlyBody receipt={receipt} />;
  if (state === 'error' || !order)
    return (
      <LoadError
        message={`${t('receipt.loadError')} ${receiptErrorDetails(data.errors)}`}
        onRetry={data.retry}
      />
    );
  return <ReceiptBody order={order} receipt={receipt} customer={data.customer} />;
}

/** Each distinct status once: the order and its receipt failing alike is one detail, not two. */
function receiptErrorDetails(errors: readonly unknown[]): string {
  return [...new Set(errors.map(statusDetails))].join('; ');
}
