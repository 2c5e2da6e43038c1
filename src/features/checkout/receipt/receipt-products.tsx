import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The receipt's "Products" section: its heading, then the lines and sums it is given. */
export function ReceiptProducts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="receipt-products">
      <Typography variant="h2" id="receipt-products" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('receipt.products')}
      </Typography>
      {children}
    </Stack>
  );
}
