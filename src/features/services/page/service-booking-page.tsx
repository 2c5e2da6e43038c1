import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingInvoicesNotice } from '@/components/booking-error/unpaid-invoices-notice';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { MissingProduct } from '@/components/product-page/missing-product';
import { useNow } from '@/lib/use-now';
import { useSettledWithin } from '@/lib/use-settled';
import { ApiError } from '@/lib/api/api-error';
import { storedOrderId } from '@/lib/cart/stored-order';
import { useCartFacility } from '@/lib/cart/use-cart-facility';
import { errorText } from '@/lib/errors/error-message';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { stockholmDay } from '@/lib/stockholm-days';
import { SelectedDialog } from '../cart/selected-dialog';
import { useAddToCart } from '../cart/use-add-to-cart';
import { useCheckedOrder } from '../cart/use-checked-order';
import {
  parseServiceSearch,
  serviceSearchString,
  type ServiceSearch,
} from '../logic/service-search';
import { requiresLogin } from '../logic/slots';
import { serviceContentQuery, serviceProductQuery } from '../queries';
import { ServiceIntro } from './service-intro';
import { ServiceTimes } from './service-times';
import { useServiceSites } from './use-service-sites';
import { loadChunk } from '@/lib/chunk-load';

// The login form (formik, yup) is needed only for 'friskvård' services: its own chunk.
const LoginFirstDialog = lazy(() => loadChunk(() => import('../cart/login-first-dialog')));

/**
 * How long the page waits for the content site's description before showing the service without
 * it. The description sits above the image and the times: arriving after them, it pushed both
 * down (layout shift 0.14 on a phone). It is the page's largest text, so waiting costs no paint.
 */
export const CONTENT_WAIT_MS = 1500;

/** Spec §2 "Service time selection page": pick a facility, a day and a free time of a service. */
export default function ServiceBookingPage() {
  const { t } = useTranslation('services');
  // Refreshed every minute, so a time that starts while the page is open cannot be picked.
  const now = useNow();
  const today = stockholmDay(now);
  const [params, setParams] = useSearchParams();
  const search = parseServiceSearch(params, today);
  const { customerId } = useSession();

  const product = useQuery({ ...serviceProductQuery(search.id ?? 0), enabled: !!search.id });
  const content = useQuery({ ...serviceContentQuery(search.id ?? 0), enabled: !!search.id });
  const contentSettled = useSettledWithin(content.isPending, CONTENT_WAIT_MS);
  usePageTitle(product.data?.name ?? t('title'));
  const [openedWithOrder] = useState(storedOrderId);
  useCheckedOrder(openedWithOrder);
  const facility = useCartFacility();
  const { sites, site, sitesError, retrySites } = useServiceSites(product.data, search.site);
  const cart = useAddToCart(product.data, site);
  const [loginOpen, setLoginOpen] = useState(false);

  const update = (next: Partial<ServiceSearch>) =>
    setParams(serviceSearchString({ ...search, ...next }, today), { replace: true });
  const chooseSite = (next: number) => {
    if (next === site) return;
    void facility.allow(next).then((allowed) => allowed && update({ site: next }));
  };

  // The intro, the facility and date bar and the week strip at once were one long task when the
  // product and its text had come: behind a deferred flag the loading line stays a moment longer
  // while React renders them in slices (docs/decisions/018).
  const loaded = useDeferredValue(Boolean(product.data && contentSettled));
  const timesShown = useDeferredValue(loaded);

  if (!search.id) return <Missing text={t('noId')} />;
  if (product.isError) {
    const status = product.error instanceof ApiError ? product.error.status : 0;
    if (status === 404) return <Missing text={t('notFound')} />;
    return (
      <LoadError
        message={`${t('serviceError')} ${errorText(t, product.error)}`}
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (!product.data || !contentSettled || !loaded)
    return <Typography aria-busy="true">{t('loadingService')}</Typography>;

  const needsLogin = requiresLogin(product.data.name) && !customerId;
  return (
    <Stack spacing={3}>
      <ServiceIntro
        product={product.data}
        content={content.data}
        contentPending={content.isPending}
      />
      {needsLogin ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => setLoginOpen(true)}>
              {t('login.button')}
            </Button>
          }
        >
          {t('login.required')}
        </Alert>
      ) : null}
      <BookingInvoicesNotice customerId={customerId} refused={cart.blockedByInvoices} />
      {sitesError ? (
        <LoadError
          message={`${t('sitesError')} ${errorText(t, sitesError)}`}
          onRetry={retrySites}
        />
      ) : !timesShown ? null : (
        <ServiceTimes
          product={product.data}
          sites={sites}
          site={site}
          search={search}
          today={today}
          now={now}
          cart={cart}
          onSite={chooseSite}
          onChange={update}
        />
      )}
      <LazyFacilityChangeDialog cart={facility} sites={sites} />
      {loginOpen || cart.awaitingLogin ? (
        <Suspense fallback={null}>
          <LoginFirstDialog
            open
            serviceName={product.data.name}
            slot={cart.awaitingLogin}
            onSignedIn={(customer) => {
              setLoginOpen(false);
              cart.resumeAfterLogin(customer);
            }}
            onCancel={() => {
              setLoginOpen(false);
              cart.cancelLogin();
            }}
          />
        </Suspense>
      ) : null}
      <SelectedDialog order={cart.added} onClose={cart.closeAdded} />
    </Stack>
  );
}

/** The page without its product, in the page's own words. */
function Missing({ text }: { text: string }) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  return (
    <MissingProduct
      title={t('title')}
      text={text}
      back={{ to: pathTo('home', language), label: t('toStart') }}
    />
  );
}
