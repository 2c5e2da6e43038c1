// A membership's cart line (spec §3: other cart item views exist for subscriptions): when it
// starts, what is paid now and then per period, and until when it binds, as BRP's line says.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderSubscriptionItem } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDate } from '@/lib/format';
import { formatPrice } from '@/lib/money';

export function SubscriptionLineDetails({ item }: { item: OrderSubscriptionItem }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const first = item.initialPaymentPeriod;
  const recurring = item.payRecurring;
  return (
    <>
      {item.addition ? (
        <Typography color="textSecondary">{t('subscription.addition')}</Typography>
      ) : null}
      {first ? (
        <Typography data-testid="line-subscription-start">
          {t('subscription.firstPeriod', {
            from: formatDate(first.start),
            to: formatDate(first.end),
          })}
        </Typography>
      ) : null}
      {recurring?.price && recurring.interval ? (
        <Typography color="textSecondary">
          {t(`subscription.then.${recurring.interval.unit ?? 'MONTH'}`, {
            price: formatPrice(recurring.price.amount, language),
          })}
        </Typography>
      ) : null}
      {item.boundUntil && !item.addition ? (
        <Typography color="textSecondary">
          {t('subscription.boundUntil', { day: formatDate(item.boundUntil) })}
        </Typography>
      ) : null}
    </>
  );
}
