import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SubscriptionProduct } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { membershipPath } from '@/lib/paths';
import { ageText, bindingText, priceText } from '../logic/facts';

/** One membership in the list: name, price per period, binding, age limit and its own page. */
export function MembershipCard({ product, site }: { product: SubscriptionProduct; site: number }) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const age = ageText(t, product);
  return (
    <Card variant="outlined" component="li" data-testid="membership" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h3">
          {product.name}
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{priceText(t, product, language)}</Typography>
        <Typography color="textSecondary">
          {t('facts.bindingShort', { binding: bindingText(t, product) })}
        </Typography>
        {age ? <Typography color="textSecondary">{t('facts.ageShort', { age })}</Typography> : null}
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={membershipPath(product.id, language, site)}
          aria-label={t('readMoreNamed', { name: product.name })}
        >
          {t('readMore')}
        </Button>
      </CardActions>
    </Card>
  );
}
