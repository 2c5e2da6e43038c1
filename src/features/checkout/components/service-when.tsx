import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderServiceItem } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth, formatTime } from '@/lib/format';

/** When a booked service is, as the cart and the receipt both show it: "24 nov 14:00–14:50" (Stockholm). */
export function ServiceWhen({ duration }: { duration: OrderServiceItem['duration'] }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Typography data-testid="line-when">
      {formatDayMonth(duration.start, language)}{' '}
      {t('cart.time', { from: formatTime(duration.start), to: formatTime(duration.end) })}
    </Typography>
  );
}
