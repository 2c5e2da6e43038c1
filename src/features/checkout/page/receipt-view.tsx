import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { clearStoredOrder } from '@/lib/cart/stored-order';
import { paymentErrorText } from '@/lib/errors/error-message';
import { memberPagePath } from '@/lib/paths';
import { storage } from '@/lib/storage';

interface Props {
  orderId: number;
  errorCode: string | null;
}

/**
 * The receipt side of kassa/ (spec §2): the stored order, its facility and the gift-from e-mail are
 * cleared (the cart is done), and a payment error code is shown with its text. The full receipt
 * (times, payment, customer, products and VAT) is still to come.
 */
export function ReceiptView({ orderId, errorCode }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  useEffect(() => {
    clearStoredOrder({ emptyCart: true });
    storage.remove('giftFromEmail');
  }, [orderId]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('receipt.title')}
      </Typography>
      {errorCode ? (
        <Alert severity="error">
          <Typography sx={{ fontWeight: 600 }}>
            {t('receipt.errorCode', { code: errorCode })}
          </Typography>
          <Typography>{paymentErrorText(t, errorCode)}</Typography>
        </Alert>
      ) : null}
      <Button component={RouterLink} to={memberPagePath('overview', language)}>
        {t('receipt.myBookings')}
      </Button>
    </Stack>
  );
}
