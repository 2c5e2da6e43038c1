import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { paymentErrorText } from '@/lib/errors/error-message';
import type { PaymentReturn } from './invoice-payment';

interface Props {
  result: PaymentReturn;
  paid: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * Back from BRP's payment handler: paid, cancelled or failed, in the words the checkout uses for
 * the payment codes (spec §8), and what it means for the invoice. BRP registers a payment
 * asynchronously: back without an error while the invoice still has something left, it says so
 * and offers to look again.
 */
export function PaymentResult({ result, paid, onRefresh, refreshing }: Props) {
  const { t } = useTranslation('account-invoices');
  if (result.kind === 'none') return null;
  if (result.kind === 'cancelled' || result.kind === 'failed')
    return (
      <Alert
        severity={result.kind === 'cancelled' ? 'warning' : 'error'}
        role="alert"
        data-testid="payment-result"
      >
        <AlertTitle>{paymentErrorText(t, result.code)}</AlertTitle>
        {t(`result.${result.kind}`)}
      </Alert>
    );
  if (paid)
    return (
      <Alert severity="success" role="status" data-testid="payment-result">
        {t('result.paid')}
      </Alert>
    );
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="payment-result"
      action={
        <Button color="inherit" size="small" onClick={onRefresh} loading={refreshing}>
          {t('result.refresh')}
        </Button>
      }
    >
      {t('result.pending')}
    </Alert>
  );
}
