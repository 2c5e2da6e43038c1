import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Receipt } from '@generated/booking/model';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { formatDayMonth, formatPrice, formatTime } from '@/lib/format';
import { purchaseReceiptPath, withdrawalPath } from '@/lib/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { itemCount } from './receipt-grouping';
import { PaymentLines } from './payment-lines';
import { useReceiptDetail } from './use-receipt-detail';

interface Props {
  customerId: number;
  receipt: Receipt;
}

/**
 * One receipt. What the list tells shows at once; the facility and order numbers only come with
 * the receipt detail (spec §3), loaded when the card nears the viewport. The item count comes from
 * the list's items, else the detail's: while neither is known it shows as loading, and when the
 * detail fails it is left out — never '0 artiklar' for a receipt that sold something. The whole
 * receipt, printable, is a page of its own (docs/decisions/038).
 */
export function ReceiptCard({ customerId, receipt }: Props) {
  const { t } = useTranslation(['account-purchases', 'withdrawal']);
  const language = useLanguage();
  const [ref, near] = useNearViewport<HTMLElement>();
  const detail = useReceiptDetail(customerId, receipt.id, near);
  const headingId = `receipt-${receipt.id}`;
  const orders = detail.data?.orders ?? [];
  // An empty list from the receipts list means "not sent", not "nothing bought".
  const items = receipt.items?.length ? receipt.items : detail.data?.items;

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
  const itemRows: Detail[] = items
    ? [{ label: t('items'), value: t('itemCount', { count: itemCount(items) }) }]
    : detail.isError
      ? []
      : [{ label: t('items'), value: pending }];

  return (
    <Card ref={ref} component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h3" variant="h3">
          {t('receiptHeading', { number: receipt.number })}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1.5 }}>
          {t('receiptTime', {
            day: formatDayMonth(receipt.created, language),
            time: formatTime(receipt.created),
          })}
        </Typography>
        <DetailList
          items={[
            ...detailRows,
            ...itemRows,
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
      <CardActions sx={{ px: 2, pt: 0, pb: 2 }}>
        <Button
          component={RouterLink}
          to={purchaseReceiptPath(receipt.id, language)}
          aria-describedby={headingId}
        >
          {t('showReceipt')}
        </Button>
        {/* The withdrawal function checks the order's date and kinds itself (issue 44). */}
        <Button
          component={RouterLink}
          to={withdrawalPath(language, orders[0]?.number)}
          aria-describedby={headingId}
        >
          {t('withdrawal:link')}
        </Button>
      </CardActions>
    </Card>
  );
}
