import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * The checkout's spinner: the page while the order is undecided (spec §2 "Checkout"), or a
 * step's part while its code loads (`py` 2).
 */
export function CheckoutLoading({ py = 4 }: { py?: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack sx={{ alignItems: 'center', py }}>
      <CircularProgress aria-label={t('loading')} />
    </Stack>
  );
}
