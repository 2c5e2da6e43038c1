import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ValueCardProduct } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/money';
import { AMOUNT_MAX_KR, AMOUNT_MIN_KR } from '../logic/amount';

/** A card's price, or for a card the buyer prices, the amounts that can be chosen. */
export function CardPrice({ product }: { product: ValueCardProduct }) {
  const { t } = useTranslation('valuecards-shop');
  const language = useLanguage();
  const text = product.price
    ? formatPrice(product.price.amount, language)
    : t('price.chosen', {
        min: formatPrice(AMOUNT_MIN_KR * 100, language),
        max: formatPrice(AMOUNT_MAX_KR * 100, language),
      });
  return (
    <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }} data-testid="card-price">
      {text}
    </Typography>
  );
}
