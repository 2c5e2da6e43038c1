import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import { errorText } from '@/lib/errors/error-message';
import { chooseSite, siteParam } from '../logic/site';
import { membershipsQuery, sitesQuery } from '../queries';
import { MembershipCard } from './membership-card';
import { SiteSelect } from './site-select';

/** Issue 42: a facility's memberships, each with its price per period, binding and own page. */
export default function MembershipsPage() {
  const { t } = useTranslation('memberships');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const units = useQuery(sitesQuery());
  const site = chooseSite(units.data, siteParam(params), useStoredOrderSite());
  const list = useQuery({ ...membershipsQuery(site ?? 0), enabled: site !== null });

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      {units.isError ? (
        <LoadError
          message={`${t('sitesError')} ${errorText(t, units.error)}`}
          onRetry={() => void units.refetch()}
        />
      ) : site === null ? (
        <Typography aria-busy="true">{t('loading')}</Typography>
      ) : (
        <>
          <SiteSelect
            units={units.data ?? []}
            site={site}
            onChange={(next) => setParams({ site: String(next) }, { replace: true })}
          />
          {list.isError ? (
            <LoadError
              message={`${t('listError')} ${errorText(t, list.error)}`}
              onRetry={() => void list.refetch()}
            />
          ) : !list.data ? (
            <Typography aria-busy="true">{t('loading')}</Typography>
          ) : list.data.length === 0 ? (
            <Typography>{t('empty')}</Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={t('listLabel')}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {list.data.map((product) => (
                <MembershipCard key={product.id} product={product} site={site} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
