import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@generated/booking/model';
import { useGetCustomerReceipt } from '@generated/booking/endpoints/customers/customers';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { formatDayMonth, formatPrice, formatTime } from '@/lib/format';
import { itemCount } from './receipt-grouping';
import { PaymentLines } from './payment-lines';

interface Props {
  customerId: number;
  receipt: Receipt;
}

/**
 * One receipt. The facility and order numbers only come with the receipt detail (spec §3), so each
 * card loads its detail; the rest shows at once from the list.
 */
export function ReceiptCard({ customerId, receipt }: Props) {
  const { t } = useTranslation('account-purchases');
  const language = useLanguage();
  const detail = useGetCustomerReceipt(customerId, receipt.id);
  const headingId = `receipt-${receipt.id}`;
  const orders = detail.data?.orders ?? [];
  const count = itemCount(receipt.items ?? detail.data?.items);

  const pending = (
    <>
      <Skeleton width="8rem" sx={{ display: 'inline-block' }} />
      <VisuallyHidden>{t('loadingDetails')}</VisuallyHidden>
    </>
  );
  const detailRows: Detail[] = detail.isError
    ? []
    : [
        { label: t('facility'), value: detail.data?.sellerDetails.businessUnit.name ?? pending },
        {
          label: t('orderNumber', { count: Math.max(orders.length, 1) }),
          value: detail.data ? orders.map((order) => order.number).join(', ') || '–' : pending,
        },
      ];

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h3" variant="h3">
          {t('receiptHeading', { number: receipt.number })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('receiptTime', {
            day: formatDayMonth(receipt.created, language),
            time: formatTime(receipt.created),
          })}
        </Typography>
        <DetailList
          items={[
            ...detailRows,
            { label: t('items'), value: t('itemCount', { count }) },
            { label: t('payment'), value: <PaymentLines receipt={receipt} /> },
            {
              label: t('amount'),
              value: <strong>{formatPrice(receipt.amount.amount, language)}</strong>,
            },
          ]}
        />
        {detail.isError ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {t('errors:errorLoadingDetails')}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
