import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-message';
import { pathTo } from '@/lib/paths';
import { FacilityPicker } from '../components/facility-picker';
import { useShopSite } from '../components/use-shop-site';
import { positiveId, isGiftPath } from '../logic/shop-search';
import { valueCardQuery } from '../queries';
import { ProductDetails } from './product-details';

/** One value card (vardekort/301/) or the same card as a gift (presentkort/301/). */
export default function ValueCardProductPage() {
  const { t } = useTranslation('valuecards-shop');
  const language = useLanguage();
  const gift = isGiftPath(useLocation().pathname);
  const id = positiveId(useParams().productId);
  const shop = useShopSite();
  const product = useQuery({
    ...valueCardQuery(id ?? 0, shop.site ?? 0),
    enabled: id !== null && shop.site !== null,
  });
  usePageTitle(product.data?.name ?? t(gift ? 'gifts.title' : 'list.title'));
  const notFound =
    id === null || (product.error instanceof ApiError && product.error.status === 404);
  const back = pathTo(gift ? 'giftCards' : 'valueCards', language);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={back} sx={{ alignSelf: 'flex-start' }}>
        {t(gift ? 'product.backToGifts' : 'product.backToList')}
      </Link>
      {notFound ? (
        <Stack spacing={1} data-testid="value-card-not-found">
          <Typography variant="h1">{t('product.notFoundHeading')}</Typography>
          <Typography>{t('product.notFound')}</Typography>
        </Stack>
      ) : shop.facilities.isError ? (
        <LoadError
          message={`${t('facility.error')} ${errorText(t, shop.facilities.error)}`}
          onRetry={() => void shop.facilities.refetch()}
        />
      ) : product.isError ? (
        <LoadError
          message={`${t('product.error')} ${errorText(t, product.error)}`}
          onRetry={() => void product.refetch()}
        />
      ) : product.data && shop.site !== null ? (
        <ProductDetails product={product.data} shop={shop} site={shop.site} gift={gift} />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('product.loading')}</Typography>
        </Stack>
      )}
      {notFound ? null : <FacilityPicker shop={shop} />}
    </Stack>
  );
}
