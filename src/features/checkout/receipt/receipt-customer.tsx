import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Customer, Order } from '@generated/booking/model';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { addressLines, formatMobile } from './receipt-format';

/**
 * Spec §2: for a signed-in customer whose order it is, their name, the order's e-mail (its
 * receiver target, else the profile's), customer number, mobile and address, and 'my bookings'.
 */
export function ReceiptCustomer({ order, customer }: { order: Order; customer: Customer }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const email = order.receiverTarget ?? customer.email ?? '';
  const mobile = formatMobile(customer.mobilePhone);
  const address = addressLines(customer.shippingAddress, language);
  const items = [
    { label: t('receipt.name'), value: `${customer.firstName} ${customer.lastName}` },
    ...(email ? [{ label: t('receipt.email'), value: email }] : []),
    { label: t('receipt.customerNumber'), value: customer.customerNumber ?? String(customer.id) },
    ...(mobile ? [{ label: t('receipt.mobile'), value: mobile }] : []),
    ...(address.length
      ? [
          {
            label: t('receipt.address'),
            value: address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            )),
          },
        ]
      : []),
  ];
  return (
    <Stack
      spacing={1}
      component="section"
      aria-labelledby="receipt-customer"
      data-testid="receipt-customer"
    >
      <Typography variant="h2" id="receipt-customer" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('receipt.customer')}
      </Typography>
      <DetailList items={items} />
      <Button
        component={RouterLink}
        to={memberPagePath('overview', language)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('receipt.myBookings')}
      </Button>
    </Stack>
  );
}
