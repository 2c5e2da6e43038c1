import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ReceiptDetail } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { formatDateTime, formatPrice, formatTime } from '@/lib/format';
import { itemQuantity, itemTimes, vatPerRate, type ItemTime } from './receipt-document';

/** '2026-01-15 16:00–16:50' (Stockholm), the receipt's own date format (spec §9). */
const periodText = (time: ItemTime | null | undefined) =>
  time ? `${formatDateTime(time.start)}–${formatTime(time.end)}` : '';

/** '25' or '12,5' (sv) / '12.5' (en). */
const rateText = (rate: number, language: 'sv' | 'en') =>
  language === 'sv' ? String(rate).replace('.', ',') : String(rate);

/**
 * The items as a table (item, quantity, price incl. VAT: BRP's line price is the line's whole
 * price), then the total and VAT per rate under it. Rows never break across pages.
 */
export function ReceiptTable({
  receipt,
  times = [],
}: {
  receipt: ReceiptDetail;
  /** The booked times of the order's lines, when the order is at hand (the checkout's). */
  times?: readonly ItemTime[];
}) {
  const { t } = useTranslation('receipt');
  const language = useLanguage();
  const amount = (minor: number) => formatPrice(minor, language);
  const when = itemTimes(receipt, times);
  return (
    <Box
      component="table"
      data-testid="print-receipt-items"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& th, & td': { py: 0.75, px: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th:first-of-type, & td:first-of-type': { pl: 0 },
        '& th:last-of-type, & td:last-of-type': { pr: 0 },
        '& thead th': { borderBottom: 2, borderColor: 'text.primary', fontWeight: 700 },
        '& tbody td': { borderBottom: 1, borderColor: 'divider' },
        '& .number': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& tfoot .total': { fontWeight: 700, pt: 1.5 },
        '& tr': { breakInside: 'avoid' },
      }}
    >
      <caption>
        <VisuallyHidden>{t('items')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('item')}</th>
          <th scope="col" className="number">
            {t('quantity')}
          </th>
          <th scope="col" className="number">
            {t('priceInclVat')}
          </th>
        </tr>
      </thead>
      <tbody>
        {receipt.items.map((item, index) => (
          <tr key={item.id} data-testid="print-receipt-item">
            <td>
              {item.product.name}
              {when[index] ? (
                <Box
                  component="span"
                  data-testid="print-receipt-item-time"
                  sx={{ display: 'block', fontSize: '0.875rem' }}
                >
                  {periodText(when[index])}
                </Box>
              ) : null}
              {item.coupon?.name ? (
                <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
                  {t('coupon', { name: item.coupon.name })}
                </Box>
              ) : null}
            </td>
            <td className="number">{itemQuantity(item)}</td>
            <td className="number">{amount(item.price.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="print-receipt-total">
          <th scope="row" colSpan={2} className="total">
            {t('total')}
          </th>
          <td className="number total">{amount(receipt.amount.amount)}</td>
        </tr>
        {vatPerRate(receipt).map((line) => (
          <tr key={line.rate} data-testid={`print-receipt-vat-${line.rate}`}>
            <th scope="row" colSpan={2} style={{ fontWeight: 400 }}>
              {t('vat', { rate: rateText(line.rate, language) })}
            </th>
            <td className="number">{amount(line.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </Box>
  );
}
