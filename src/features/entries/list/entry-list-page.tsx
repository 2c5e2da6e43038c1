// Issue 42: the entry tickets sold at a facility (bath, spa), with today's price and whether any
// are left today, each leading to its page to choose the day, the window and how many.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import { SitePicker } from '@/components/site-picker/site-picker';
import { useLanguage } from '@/components/use-language';
import { errorText } from '@/lib/errors/error-message';
import { formatPrice } from '@/lib/money';
import { productPath } from '@/lib/paths';
import { stockholmDay } from '@/lib/stockholm-days';
import { useNow } from '@/lib/use-now';
import { useShopSite } from '@/lib/use-shop-site';
import { entryAvailabilityQuery, entryProductsQuery } from '../queries';

export default function EntryListPage() {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  const today = stockholmDay(useNow());
  usePageTitle(t('list.title'));
  const { sites, site, siteName, choose, cart: cartSite } = useShopSite();
  const enabled = site !== null;
  const products = useQuery({ ...entryProductsQuery(site ?? 0), enabled });
  // Today's places are extra: the list stands without them.
  const todayLeft = useQuery({ ...entryAvailabilityQuery(site ?? 0, today), enabled });
  const leftToday = new Map((todayLeft.data ?? []).map((a) => [a.product.id, a.capacity]));

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('list.title')}
      </Typography>
      <Typography>{t('list.intro')}</Typography>
      <LazyFacilityChangeDialog cart={cartSite} sites={sites.data} />
      {sites.isError ? (
        <LoadError
          message={`${t('sitesError')} ${errorText(t, sites.error)}`}
          onRetry={() => void sites.refetch()}
        />
      ) : sites.data ? (
        <SitePicker label={t('facility')} sites={sites.data} site={site} onChange={choose} />
      ) : null}
      {!enabled ? null : products.isError ? (
        <LoadError
          message={`${t('list.error')} ${errorText(t, products.error)}`}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <Typography aria-busy="true">{t('list.loading')}</Typography>
      ) : products.data.length === 0 ? (
        <Typography data-testid="entries-empty">{t('list.empty', { name: siteName })}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.data.map((product) => (
            <Card component="li" variant="outlined" key={product.id} data-testid="entry">
              <CardContent>
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography component="h2" variant="h3">
                    {product.name}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {product.price ? (
                      <Chip
                        data-testid="entry-price"
                        label={formatPrice(product.price.amount, language)}
                      />
                    ) : null}
                    {leftToday.get(product.id) === 0 ? (
                      <Chip
                        color="error"
                        data-testid="entry-sold-out"
                        label={t('list.soldOutToday')}
                      />
                    ) : null}
                  </Stack>
                  <SanitizedHtml html={product.description} sx={{ color: 'text.secondary' }} />
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={productPath('entries', product.id, language, site)}
                    aria-label={t('list.buyNamed', { name: product.name })}
                  >
                    {t('list.buy')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
