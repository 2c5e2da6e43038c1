import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReceiptSellerDetails } from '@generated/booking/model';
import { addressLine, phoneText, sellerName } from './receipt-document';

/** The seller as BRP's receipt names it: company, facility, address, numbers and contact. */
export function ReceiptSeller({ seller }: { seller: ReceiptSellerDetails }) {
  const { t } = useTranslation('receipt');
  const name = sellerName(seller);
  const phone = phoneText(seller.phoneNumber);
  const lines = [
    ...(name === seller.businessUnit.name ? [] : [seller.businessUnit.name]),
    addressLine(seller.address),
    seller.organizationNumber ? t('organizationNumber', { number: seller.organizationNumber }) : '',
    seller.vatNumber ? t('vatNumber', { number: seller.vatNumber }) : '',
    phone ? t('phone', { number: phone }) : '',
    seller.email ?? '',
  ].filter(Boolean);
  return (
    <Box component="section" aria-label={t('seller')} data-testid="print-receipt-seller">
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {name}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} component="p" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
