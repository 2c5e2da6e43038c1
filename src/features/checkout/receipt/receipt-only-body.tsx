import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReceiptDetail } from '@generated/booking/model';
import { DetailList } from '@/components/detail-list/detail-list';
import { ReceiptPrintCopy } from './receipt-print-copy';
import { PrintReceiptButton } from '@/components/printable-receipt/print-receipt-button';
import { useShownLoadError } from '@/components/load-error/load-error';
import { useLanguage } from '@/components/use-language';
import { formatDateTime, formatPrice } from '@/lib/format';
import { MoneyRow } from '../components/money-row';
import { formatRate, vatLines } from '../logic/totals';
import { paymentMethodText } from './receipt-format';
import { ReceiptProducts } from './receipt-products';

/**
 * The receipt when the order could not be read but the receipt could (issue 22): what the receipt
 * itself says was paid — time, payment method, numbers, its items, the total and VAT per rate —
 * with a line saying the order's details are missing. The customer still has their proof.
 */
export function ReceiptOnlyBody({ receipt }: { receipt: ReceiptDetail }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  // Its own line says the order is missing: the site's banner does not say it a second time.
  useShownLoadError();
  const method = paymentMethodText(receipt);
  const orderNumbers = receipt.orders.map((order) => String(order.number)).join(', ');
  const details = [
    { label: t('receipt.time'), value: formatDateTime(receipt.created) },
    ...(method ? [{ label: t('receipt.paymentMethod'), value: method }] : []),
    { label: t('receipt.receiptNumber'), value: String(receipt.number) },
    ...(orderNumbers ? [{ label: t('receipt.orderNumber'), value: orderNumbers }] : []),
  ];
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 640 }} data-testid="receipt-only">
      <Alert severity="info">{t('receipt.orderMissing')}</Alert>
      <section aria-label={t('receipt.details')} data-testid="receipt-details">
        <DetailList items={details} />
      </section>
      <PrintReceiptButton />
      <ReceiptProducts>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {receipt.items.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              spacing={2}
              data-testid="receipt-line"
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                {item.quantity && Number(item.quantity) > 1
                  ? `${item.quantity} × ${item.product.name}`
                  : item.product.name}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t('receipt.inclVat', { price: formatPrice(item.price.amount, language) })}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack spacing={1} component="section" aria-label={t('receipt.totalCost')}>
          <Divider />
          {vatLines(receipt.vatSums).map((line) => (
            <MoneyRow
              key={line.rate}
              label={t('receipt.vat', { rate: formatRate(line.rate, language) })}
              amount={line.amount}
              testId={`receipt-vat-${line.rate}`}
            />
          ))}
          <MoneyRow
            label={t('receipt.totalCost')}
            amount={receipt.amount.amount}
            testId="receipt-total-cost"
            strong
          />
        </Stack>
      </ReceiptProducts>
      <ReceiptPrintCopy receipt={receipt} />
    </Stack>
  );
}
