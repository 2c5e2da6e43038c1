import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, ValueCard, ValueCardReservation } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { cardProduct, minorUnits } from '@/lib/value-card';
import { useOwnValueCards } from './discount-queries';
import { usableValueCards } from './discount-rules';

interface Props {
  order: Order;
  reservations: readonly ValueCardReservation[];
  disabled: boolean;
  onPick: (cardNumber: string) => void;
}

/** The customer's own cards that can pay for this cart (spec §5), each one click to use. */
export function OwnValueCards({ order, reservations, disabled, onPick }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const headingId = useId();
  const cards = useOwnValueCards(true);
  const usable = usableValueCards(cards.data ?? [], order, reservations);

  const balance = (card: ValueCard) => {
    const amount = minorUnits(card.amountLeft);
    if (card.type === 'AMOUNT' && amount !== undefined)
      return t('discounts.own.amountLeft', { amount: formatPrice(amount, language) });
    return card.unitsLeft !== undefined
      ? t('discounts.own.unitsLeft', { count: card.unitsLeft })
      : '';
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('discounts.own.heading')}
      </Typography>
      {cards.isPending ? (
        <CircularProgress size={24} aria-label={t('discounts.own.loading')} />
      ) : cards.isError ? (
        <Typography color="error">{t('discounts.own.error')}</Typography>
      ) : usable.length === 0 ? (
        <Typography color="textSecondary">{t('discounts.own.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {usable.map((card) => {
            const name = cardProduct(card)?.name ?? '';
            return (
              <Stack
                component="li"
                key={card.id}
                direction="row"
                spacing={1}
                data-testid="own-value-card"
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Stack>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography color="textSecondary">
                    {String(card.number)} {balance(card)}
                  </Typography>
                </Stack>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={disabled}
                  aria-label={t('discounts.own.use', { name, number: String(card.number) })}
                  onClick={() => onPick(String(card.number))}
                >
                  {t('discounts.own.useShort')}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
