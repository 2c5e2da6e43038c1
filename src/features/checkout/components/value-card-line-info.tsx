import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderItem, OrderValueCardItem } from '@generated/booking/model';
import { formatDate } from '@/lib/format';

/**
 * A value card line's own facts (spec §3: other cart item views exist for value cards): who
 * receives it when it is a gift (the line's receiverTarget) and how long it is valid. The cart and
 * the receipt both show them, so a gift order's receipt says who receives what.
 */
export function ValueCardLineInfo({ item }: { item: OrderItem }) {
  const { t } = useTranslation('checkout');
  const card = item as OrderValueCardItem;
  return (
    <>
      {card.receiverTarget ? (
        <Typography data-testid="line-gift-receiver" sx={{ overflowWrap: 'anywhere' }}>
          {t('cart.giftTo', { email: card.receiverTarget })}
        </Typography>
      ) : null}
      {card.validUntil ? (
        <Typography color="textSecondary">
          {t('cart.validUntil', { date: formatDate(card.validUntil) })}
        </Typography>
      ) : null}
    </>
  );
}
