import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptDetail } from '@generated/booking/model';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatDateTime, formatPrice } from '@/lib/format';
import { ReceiptPrintStyles } from './receipt-print-styles';
import { ReceiptSeller } from './receipt-seller';
import { ReceiptTable } from './receipt-table';
import { orderNumbers, paymentLines, type ItemTime, type PaymentLine } from './receipt-document';

interface Props {
  receipt: ReceiptDetail;
  /** The document's heading: h1 on a page of its own, h2 under another page's heading. */
  headingLevel?: 'h1' | 'h2';
  /** Shown on paper only (the checkout's receipt, which has its own screen layout). */
  printOnly?: boolean;
  /** The booked times of the order's treatments and classes, printed under their items. */
  times?: readonly ItemTime[];
}

/**
 * A receipt as an employer's wellness-allowance claim needs it (issue 23): the seller with its
 * organisation number and address, receipt and order number, date (Stockholm, yyyy-MM-dd HH:mm),
 * the customer, the items with quantity, price incl. VAT and a booked time, the total, VAT per rate and each
 * payment (a value card with its number). On paper it is all the page shows (ReceiptPrintStyles).
 */
export function PrintableReceipt({
  receipt,
  headingLevel = 'h1',
  printOnly = false,
  times,
}: Props) {
  const { t } = useTranslation('receipt');
  const headingId = useId();
  const customer = receipt.customer
    ? [receipt.customer.firstName, receipt.customer.lastName].filter(Boolean).join(' ')
    : '';
  const orders = orderNumbers(receipt);
  const details = [
    { label: t('receiptNumber'), value: String(receipt.number) },
    { label: t('date'), value: formatDateTime(receipt.created) },
    ...(orders ? [{ label: t('orderNumber'), value: orders }] : []),
    ...(customer ? [{ label: t('customer'), value: customer }] : []),
  ];
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-receipt-document
      data-testid="printable-receipt"
      sx={{
        display: printOnly ? 'none' : 'flex',
        flexDirection: 'column',
        gap: 3,
        p: { xs: 2, sm: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '@media print': {
          display: 'flex',
          width: '100%',
          alignSelf: 'stretch',
          p: 0,
          border: 0,
          gap: '8mm',
        },
      }}
    >
      <ReceiptPrintStyles />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 3,
          '@media print': { flexWrap: 'nowrap' },
        }}
      >
        <ReceiptSeller seller={receipt.sellerDetails} />
        <Box sx={{ minWidth: '14rem' }}>
          <Typography
            component={headingLevel}
            id={headingId}
            sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}
          >
            {t('heading')}
          </Typography>
          <Box data-testid="print-receipt-details">
            <DetailList items={details} />
          </Box>
        </Box>
      </Box>
      <ReceiptTable receipt={receipt} times={times} />
      <ReceiptPayments payments={paymentLines(receipt)} />
    </Box>
  );
}

function ReceiptPayments({ payments }: { payments: PaymentLine[] }) {
  const { t } = useTranslation('receipt');
  const language = useLanguage();
  if (payments.length === 0) return null;
  const label = (payment: PaymentLine) => {
    if (payment.kind === 'valueCard')
      return payment.valueCardNumber
        ? t('valueCardNumber', { number: payment.valueCardNumber })
        : t('valueCard');
    return payment.kind === 'card' ? t('card') : payment.method;
  };
  return (
    <Box component="section" aria-label={t('payment')} data-testid="print-receipt-payments">
      <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('payment')}
      </Typography>
      <DetailList
        items={payments.map((payment, index) => ({
          // DetailList keys its rows by label: two payments by the same method stay apart.
          label:
            payments.findIndex((other) => label(other) === label(payment)) === index
              ? label(payment)
              : `${label(payment)} (${index + 1})`,
          value: formatPrice(payment.amount, language),
        }))}
      />
    </Box>
  );
}
