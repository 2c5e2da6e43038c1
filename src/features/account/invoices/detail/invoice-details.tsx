import type { Invoice } from '@generated/booking/model';
import { useTranslation } from 'react-i18next';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatDate, formatPrice } from '@/lib/format';

/** What the invoice says: what it is for, where, its dates, OCR and amounts. */
export function InvoiceDetails({ invoice, paid }: { invoice: Invoice; paid: boolean }) {
  const { t } = useTranslation('account-invoices');
  const language = useLanguage();
  const money = (amount: number) => formatPrice(amount, language);
  const fee = invoice.reminderFeeAmount?.amount ?? 0;
  const rows: (Detail | false)[] = [
    Boolean(invoice.message) && { label: t('about'), value: invoice.message },
    Boolean(invoice.businessUnit) && { label: t('facility'), value: invoice.businessUnit?.name },
    Boolean(invoice.created) && { label: t('created'), value: formatDate(invoice.created!) },
    { label: t('dueDate'), value: invoice.dueDate },
    Boolean(invoice.ocr) && { label: t('ocr'), value: invoice.ocr },
    { label: t('total'), value: money(invoice.totalAmount.amount) },
    fee > 0 && { label: t('reminderFee'), value: money(fee) },
    paid
      ? { label: t('paidAmount'), value: money(invoice.totalAmount.amount + fee) }
      : { label: t('rest'), value: <strong>{money(invoice.rest.amount)}</strong> },
  ];
  return <DetailList items={rows.filter((row): row is Detail => row !== false)} />;
}
