import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Order, ReceiptDetail } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { MoneyRow } from '../components/money-row';
import { formatRate, vatLines } from '../logic/totals';
import { receiptSums } from './receipt-format';

/** Total, VAT per rate, the value cards that paid, then Total cost (see receiptSums). */
export function ReceiptSummary({ order, receipt }: { order: Order; receipt?: ReceiptDetail }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const sums = receiptSums(order, receipt);
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <MoneyRow key={testId} label={label} amount={amount} testId={testId} strong={strong} />
  );
  return (
    <Stack spacing={1} component="section" aria-label={t('receipt.totalCost')}>
      <Divider />
      {row(t('receipt.total'), sums.total, 'receipt-total')}
      {vatLines(order.vatSums).map((line) =>
        row(
          t('receipt.vat', { rate: formatRate(line.rate, language) }),
          line.amount,
          `receipt-vat-${line.rate}`,
        ),
      )}
      {sums.valueCards.map((card, index) =>
        row(
          t('receipt.valueCard', { number: card.number }),
          -card.amount,
          `receipt-valuecard-${index}`,
        ),
      )}
      {row(t('receipt.totalCost'), sums.totalCost, 'receipt-total-cost', true)}
    </Stack>
  );
}
