import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { MissingProduct } from '@/components/product-page/missing-product';
import { ApiError } from '@/lib/api/api-error';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import { useCartFacility } from '@/lib/cart/use-cart-facility';
import { errorText } from '@/lib/errors/error-message';
import { membershipPath, pathTo } from '@/lib/paths';
import { stockholmDay } from '@/lib/stockholm-days';
import { useNow } from '@/lib/use-now';
import { useAddMembership } from '../cart/use-add-membership';
import { chooseSite, productIdParam, siteParam } from '../logic/site';
import { additionsQuery, membershipQuery, sitesQuery, termsQuery } from '../queries';
import { MembershipFacts } from './membership-facts';
import { PurchaseForm } from './purchase-form';

/** Issue 42: one membership, what it costs and binds, and its purchase. */
export default function MembershipPage() {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = productIdParam(useParams().productId);
  const [params] = useSearchParams();
  const today = stockholmDay(useNow());
  const units = useQuery(sitesQuery());
  const site = chooseSite(units.data, siteParam(params), useStoredOrderSite());
  const ready = id !== null && site !== null;
  const product = useQuery({ ...membershipQuery(id ?? 0, site ?? 0), enabled: ready });
  const additions = useQuery({ ...additionsQuery(id ?? 0, site ?? 0), enabled: ready });
  const terms = useQuery({ ...termsQuery(site ?? 0), enabled: site !== null });
  const cart = useAddMembership();
  // The address may name another facility than the cart's: adding here asks to empty that cart.
  const cartSite = useCartFacility();
  usePageTitle(product.data?.name ?? t('title'));

  if (id === null) return <Missing text={t('notFound')} />;
  const failed = units.error ?? product.error;
  if (failed) {
    if (failed instanceof ApiError && failed.status === 404)
      return <Missing text={t('notFound')} />;
    const retry = () => void (units.isError ? units.refetch() : product.refetch());
    return <LoadError message={`${t('productError')} ${errorText(t, failed)}`} onRetry={retry} />;
  }
  if (!product.data || site === null || additions.isPending || terms.isPending)
    return <Typography aria-busy="true">{t('loadingProduct')}</Typography>;

  const data = product.data;
  const siteName = units.data?.find((u) => u.id === site)?.name ?? '';
  const offered = !data.businessUnits || data.businessUnits.some((u) => u.id === site);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={`${pathTo('memberships', language)}?site=${site}`}>
        {t('backToList')}
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {data.name}
      </Typography>
      <MembershipFacts product={data} site={siteName} />
      {data.description ? <SanitizedHtml html={data.description} /> : null}
      {!offered ? (
        <Alert severity="info">
          {t('notAtSite', { site: siteName })}{' '}
          {data.businessUnits?.map((unit) => (
            <Link
              key={unit.id}
              component={RouterLink}
              to={membershipPath(data.id, language, unit.id)}
              sx={{ mr: 1 }}
            >
              {unit.name}
            </Link>
          ))}
        </Alert>
      ) : data.allowedToOrder === false ? (
        <Alert severity="info">{t('notOrderable')}</Alert>
      ) : (
        <>
          {additions.isError ? (
            <LoadError
              message={`${t('additionsError')} ${errorText(t, additions.error)}`}
              onRetry={() => void additions.refetch()}
            />
          ) : null}
          <PurchaseForm
            product={data}
            additions={additions.data ?? []}
            terms={terms.data?.[0]}
            today={today}
            onAdd={async (values) => {
              if (!(await cartSite.allow(site))) return;
              const { birthDate, startDate, additions: chosen } = values;
              await cart.add({ productId: data.id, site, birthDate, startDate, additions: chosen });
              void navigate(pathTo('checkout', language));
            }}
          />
          <LazyFacilityChangeDialog cart={cartSite} sites={units.data} />
        </>
      )}
    </Stack>
  );
}

/** The page without its product, in the page's own words. */
function Missing({ text }: { text: string }) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  return (
    <MissingProduct
      title={t('title')}
      text={text}
      back={{ to: pathTo('memberships', language), label: t('toList') }}
    />
  );
}
