// Issue 42: the courses sold at a facility (BRP's event products), each leading to its page with
// the rounds, dates and places. One list per facility, with a stable address (?site=).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { productPath } from '@/lib/paths';
import { useShopSite } from '@/lib/use-shop-site';
import { courseProductsQuery } from '../queries';

export default function CourseListPage() {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  usePageTitle(t('list.title'));
  const { sites, site, siteName, choose, cart: cartSite } = useShopSite();
  const products = useQuery({ ...courseProductsQuery(site ?? 0), enabled: site !== null });

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
      {site === null ? null : products.isError ? (
        <LoadError
          message={`${t('list.error')} ${errorText(t, products.error)}`}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <Typography aria-busy="true">{t('list.loading')}</Typography>
      ) : products.data.length === 0 ? (
        <Typography data-testid="courses-empty">{t('list.empty', { name: siteName })}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.data.map((product) => (
            <Card component="li" variant="outlined" key={product.id} data-testid="course">
              <CardContent>
                <Typography component="h2" variant="h3">
                  {product.name}
                </Typography>
                <SanitizedHtml html={product.description} sx={{ color: 'text.secondary' }} />
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={productPath('courses', product.id, language, site)}
                  aria-label={t('list.showNamed', { name: product.name })}
                >
                  {t('list.show')}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
