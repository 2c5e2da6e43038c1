import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ValueCardProduct } from '@generated/booking/model';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { valueCardPath } from '@/lib/paths';
import { CardPrice } from '../components/card-price';

interface Props {
  product: ValueCardProduct;
  site: number;
  /** The gift-card list: the card's one action is to give it away. */
  gift: boolean;
}

/** One card in the list: name, price, what it is, and the way to buy it or give it away. */
export function CardSummary({ product, site, gift }: Props) {
  const { t } = useTranslation('valuecards-shop');
  const language = useLanguage();
  const to = (asGift: boolean) => valueCardPath(product.id, { gift: asGift, site }, language);
  return (
    <Card component="li" variant="outlined" data-testid="value-card-product">
      <CardContent>
        <Typography component="h2" variant="h3">
          {product.name}
        </Typography>
        <CardPrice product={product} />
        <SanitizedHtml html={product.description} sx={{ color: 'text.secondary', mt: 1 }} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {gift ? null : (
          <Button
            variant="contained"
            component={RouterLink}
            to={to(false)}
            aria-label={t('list.buyNamed', { name: product.name })}
          >
            {t('list.buy')}
          </Button>
        )}
        <Button
          variant={gift ? 'contained' : 'outlined'}
          component={RouterLink}
          to={to(true)}
          aria-label={t('list.giveNamed', { name: product.name })}
          sx={{ ml: '0 !important' }}
        >
          {t('list.give')}
        </Button>
      </CardActions>
    </Card>
  );
}
