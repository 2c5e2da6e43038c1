import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ValueCardProduct } from '@generated/booking/model';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { CardPrice } from '../components/card-price';
import type { ShopSite } from '../components/use-shop-site';
import { canBeBought, soldAt } from '../logic/availability';
import { PurchaseForm } from './purchase-form';

interface Props {
  product: ValueCardProduct;
  shop: ShopSite;
  site: number;
  gift: boolean;
}

/** The card: name, price, what it is and what it is valid for; then the form, where it is sold. */
export function ProductDetails({ product, shop, site, gift }: Props) {
  const { t } = useTranslation('valuecards-shop');
  const validFor = product.validForProducts ?? [];
  const available = soldAt(product, site) && canBeBought(product);
  const elsewhere = (product.businessUnits ?? []).map((unit) => unit.name).join(', ');
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Typography variant="h1">{product.name}</Typography>
        <CardPrice product={product} />
        <SanitizedHtml html={product.description} />
        {validFor.length > 0 ? (
          <Typography data-testid="valid-for">
            {t('product.validFor', { names: validFor.map((p) => p.name).join(', ') })}
          </Typography>
        ) : null}
      </Stack>
      {available ? (
        <PurchaseForm key={`${product.id}-${site}`} product={product} site={site} gift={gift} />
      ) : (
        <Alert severity="info" data-testid="value-card-unavailable">
          {canBeBought(product)
            ? t('product.notSoldHere', { name: shop.name(site), elsewhere })
            : t('product.notForSale')}
        </Alert>
      )}
    </Stack>
  );
}
