import { useTranslation } from 'react-i18next';
import type { Receipt, ReceiptPayment } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { isValueCardPayment, receiptPayments } from './receipt-grouping';

/** How a receipt was paid; value-card payments say so, with the card number when known. */
export function PaymentLines({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('account-purchases');
  const language = useLanguage();
  const payments = receiptPayments(receipt);
  if (payments.length === 0) return <>–</>;

  const label = (payment: ReceiptPayment): string => {
    if (isValueCardPayment(payment)) {
      const number = payment.valueCard?.number;
      return number ? t('paymentMethod.valueCardNumber', { number }) : t('paymentMethod.valueCard');
    }
    if (payment.paymentMethod.trim().toLowerCase() === 'kort') return t('paymentMethod.card');
    return payment.paymentMethod;
  };

  // A single payment of the whole amount needs no amount of its own: the amount row says it.
  if (payments.length === 1) return <>{label(payments[0]!)}</>;
  return (
    <>
      {payments.map((payment, index) => (
        <span key={payment.id ?? index} style={{ display: 'block' }}>
          {label(payment)}: {formatPrice(payment.amount.amount, language)}
        </span>
      ))}
    </>
  );
}
