import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';

/** After the add: the card is in the cart, and the way on to the checkout. */
export function AddedNotice({ order }: { order: Order }) {
  const { t } = useTranslation('valuecards-shop');
  const language = useLanguage();
  const line = order.valueCardItems.at(-1);
  return (
    <Alert
      severity="success"
      data-testid="value-card-added"
      action={
        <Button color="inherit" component={RouterLink} to={pathTo('checkout', language)}>
          {t('added.toCheckout')}
        </Button>
      }
    >
      {line?.receiverTarget
        ? t('added.gift', { name: line.product.name, email: line.receiverTarget })
        : t('added.text', { name: line?.product.name ?? '' })}
    </Alert>
  );
}
