import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Customer, Order, ReceiptDetail } from '@generated/booking/model';
import { DetailList } from '@/components/detail-list/detail-list';
import { WithdrawalTerms } from '@/components/withdrawal-terms/withdrawal-terms';
import { cartLines } from '../logic/totals';
import { ReceiptPrintCopy } from './receipt-print-copy';
import { PrintReceiptButton } from '@/components/printable-receipt/print-receipt-button';
import { paymentMethodText, receiptTime } from './receipt-format';
import { ReceiptCustomer } from './receipt-customer';
import { ReceiptLines } from './receipt-lines';
import { ReceiptProducts } from './receipt-products';
import { ReceiptSummary } from './receipt-summary';

interface Props {
  order: Order;
  receipt: ReceiptDetail | undefined;
  customer: Customer | undefined;
}

/**
 * The loaded receipt (spec §2 "Receipt screen"): a thank-you with the order number; time, payment method, receipt number (only with a
 * receipt), order number; the customer's details when they apply; the products and the sums.
 * With a receipt, a print button and the printed receipt, which is all that paper shows (issue 23).
 */
export function ReceiptBody({ order, receipt, customer }: Props) {
  const { t } = useTranslation('checkout');
  const method = paymentMethodText(receipt);
  const details = [
    { label: t('receipt.time'), value: receiptTime(order, receipt) },
    ...(method ? [{ label: t('receipt.paymentMethod'), value: method }] : []),
    ...(receipt ? [{ label: t('receipt.receiptNumber'), value: String(receipt.number) }] : []),
    { label: t('receipt.orderNumber'), value: String(order.number) },
  ];
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 640 }}>
      <Typography sx={{ fontSize: '1.125rem' }} data-testid="receipt-thanks">
        {t('receipt.thanks', { number: order.number })}
      </Typography>
      <section aria-label={t('receipt.details')} data-testid="receipt-details">
        <DetailList items={details} />
      </section>
      {receipt ? <PrintReceiptButton /> : null}
      {customer ? <ReceiptCustomer order={order} customer={customer} /> : null}
      <ReceiptProducts>
        <ReceiptLines order={order} />
        <ReceiptSummary order={order} receipt={receipt} />
      </ReceiptProducts>
      <WithdrawalTerms
        kinds={cartLines(order).map((line) => line.type)}
        afterPurchase
        orderNumber={order.number}
      />
      {receipt ? <ReceiptPrintCopy receipt={receipt} order={order} /> : null}
    </Stack>
  );
}
