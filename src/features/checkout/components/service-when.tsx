import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderServiceItem } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { serviceWhenParts } from './service-when-parts';

/** When a booked service is, as the cart and the receipt both show it: "24 nov 14:00–14:50" (Stockholm). */
export function ServiceWhen({ duration }: { duration: OrderServiceItem['duration'] }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { day, from, to } = serviceWhenParts(duration, language);
  return (
    <Typography data-testid="line-when">
      {day} {t('cart.time', { from, to })}
    </Typography>
  );
}
