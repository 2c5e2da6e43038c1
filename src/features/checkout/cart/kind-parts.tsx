// Spec §3: the cart line views of entries and courses. An entry: its kind, its day and window, the
// facility and how many; a course: its kind, the round booked, the facility and the participants.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CartLineModel } from './cart-line-model';

export function KindParts({ model, facility }: { model: CartLineModel; facility: string }) {
  const { t } = useTranslation('checkout');
  const count =
    model.type === 'entries'
      ? t('cart.entries.count', { count: model.quantity })
      : t('cart.participants.count', { count: model.quantity });
  return (
    <>
      <Typography color="textSecondary">{t(`cart.types.${model.type}`)}</Typography>
      {model.entryWhen ? (
        <Typography data-testid="line-when">
          {model.entryWhen.day}{' '}
          {t('cart.time', { from: model.entryWhen.from, to: model.entryWhen.to })}
        </Typography>
      ) : null}
      {model.eventName ? <Typography data-testid="line-round">{model.eventName}</Typography> : null}
      <Typography color="textSecondary">
        {facility} · {count}
      </Typography>
    </>
  );
}
