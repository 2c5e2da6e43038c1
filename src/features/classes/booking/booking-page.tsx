import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useListGroupActivityBookings } from '@generated/booking/endpoints/bookings/bookings';
import type {
  BusinessUnit,
  GroupActivity,
  GroupActivityBooking,
  GroupActivityProduct,
  Resource,
} from '@generated/booking/model';
import { BookingInvoicesNotice } from '@/components/booking-error/unpaid-invoices-notice';
import { LazyBookingRulesPanel } from '@/components/booking-rules/lazy-booking-rules-panel';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { errorText } from '@/lib/errors/error-message';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeferredQuery, type QuerySnapshot } from '@/lib/use-deferred-query';
import { useNow } from '@/lib/use-now';
import { whenIdle } from '@/lib/when-idle';
import { defaultSite } from '../default-site';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import { bookingsByClass } from '../logic/class-availability';
import { classOptions, instructorOptions } from '../logic/filter-options';
import { quotaTarget } from '../logic/quota-target';
import {
  classFiltersToSearch,
  filterClasses,
  parseClassFilters,
  type ClassFilters,
} from '../logic/class-filters';
import { stockholmDay } from '../logic/period';
import {
  bookingRangeQuery,
  businessUnitsQuery,
  classProductsQuery,
  instructorsQuery,
} from '../queries';
import { BookingFilters } from './booking-filters';
import { ClassList } from './class-list';
import { DayStrip } from './day-strip';
import { useBookClass } from './use-book-class';
import { loadChunk } from '@/lib/chunk-load';

// The read-more dialog (DOMPurify) and the login dialog (the sign-in form) are no part of the
// first paint: they load when the page is idle, or when first opened before that, and stay
// mounted once opened so closing still animates.
const loadDetailsDialog = () => loadChunk(() => import('./class-details-dialog'));
const loadLoginDialog = () => loadChunk(() => import('./login-to-book-dialog'));
const ClassDetailsDialog = lazy(() =>
  loadDetailsDialog().then((module) => ({ default: module.ClassDetailsDialog })),
);
const LoginToBookDialog = lazy(() =>
  loadLoginDialog().then((module) => ({ default: module.LoginToBookDialog })),
);

/** Spec §2 "Group class booking page": find a class and book it. */
export default function BookingPage() {
  const { t } = useTranslation('classes');
  usePageTitle(t('booking.title'));
  const today = stockholmDay(useNow());
  const [search] = useSearchParams();
  const { customerId } = useSession();

  // The page's five lists; the view renders each answer in the background (use-deferred-query).
  const units = useQuery(businessUnitsQuery());
  const products = useQuery(classProductsQuery());
  const resources = useQuery(instructorsQuery());
  const parsed = parseClassFilters(search, today);
  const storedSite = useStoredOrderSite();
  const site = parsed.site ?? defaultSite(units.data, storedSite);
  const schedule = useQuery({ ...bookingRangeQuery(site ?? 0, parsed.from), enabled: !!site });
  const myBookings = useListGroupActivityBookings(customerId ?? 0, undefined, {
    query: { enabled: !!customerId },
  });
  return (
    <BookingView
      units={useDeferredQuery(units)}
      products={useDeferredQuery(products)}
      resources={useDeferredQuery(resources)}
      schedule={useDeferredQuery(schedule)}
      myBookings={useDeferredQuery(myBookings)}
      customerId={customerId}
    />
  );
}

interface ViewProps {
  units: QuerySnapshot<BusinessUnit[]>;
  products: QuerySnapshot<GroupActivityProduct[]>;
  resources: QuerySnapshot<Resource[]>;
  schedule: QuerySnapshot<GroupActivity[]>;
  myBookings: QuerySnapshot<GroupActivityBooking[] | undefined>;
  /** Signed in: the member's strikes and quota are shown; signed out nothing is asked. */
  customerId: number | null | undefined;
}

const BookingView = memo(function BookingView({
  units,
  products,
  resources,
  schedule,
  myBookings,
  customerId,
}: ViewProps) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const now = useNow();
  const today = stockholmDay(now);
  const [search, setSearch] = useSearchParams();
  const parsed = parseClassFilters(search, today);
  const storedSite = useStoredOrderSite();
  const filters: ClassFilters = {
    ...parsed,
    site: parsed.site ?? defaultSite(units.data, storedSite),
  };
  const site = filters.site;
  const booking = useBookClass();
  const [readMore, setReadMore] = useState<GroupActivity | null>(null);
  const [detailsMounted, setDetailsMounted] = useState(false);
  const [loginMounted, setLoginMounted] = useState(false);
  if (readMore && !detailsMounted) setDetailsMounted(true);
  if (booking.awaitingLogin && !loginMounted) setLoginMounted(true);
  useEffect(
    () =>
      whenIdle(() => {
        void loadDetailsDialog();
        void loadLoginDialog();
      }),
    [],
  );

  const update = (next: Partial<ClassFilters>) =>
    setSearch(classFiltersToSearch({ ...filters, ...next }, today), { replace: true });

  const siteClasses = classOptions(products.data, site);
  const instructorChoices = instructorOptions(resources.data, schedule.data, site);
  const visible = schedule.data ? filterClasses(schedule.data, filters) : undefined;
  const mine = bookingsByClass(myBookings.data);

  const listError =
    units.status === 'error'
      ? `${t('list.facilitiesFailed')} ${errorText(t, units.error)}`
      : schedule.status === 'error'
        ? `${t('list.classesFailed')} ${errorText(t, schedule.error)}`
        : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('booking.title')}
        </Typography>
        <Typography>
          {t('booking.notMember')}{' '}
          <Link href="/medlemskap/bli-medlem/">{t('booking.becomeMember')}</Link>
          {' · '}
          <Link href="/provtraning">{t('booking.trial')}</Link>
          {' · '}
          <Link component={RouterLink} to={pathTo('schedule', language)}>
            {t('booking.schedule')}
          </Link>
        </Typography>
      </Stack>
      <BookingFilters
        filters={filters}
        today={today}
        units={units.data ?? []}
        instructors={instructorChoices}
        classes={siteClasses}
        onChange={update}
      />
      <DayStrip from={filters.from} selected={filters.day} onSelect={(day) => update({ day })} />
      <BookingInvoicesNotice customerId={customerId} refused={booking.blockedByInvoices} />
      {customerId ? (
        <LazyBookingRulesPanel
          customerId={customerId}
          now={now}
          quotaFor={quotaTarget(visible, now, mine)}
        />
      ) : null}
      <section aria-label={t('list.label')}>
        <ClassList
          classes={visible}
          loading={units.status === 'pending' || (!!site && schedule.status === 'pending')}
          error={listError}
          onRetry={() => void (units.status === 'error' ? units.refetch() : schedule.refetch())}
          now={now}
          mine={mine}
          states={booking.states}
          onBook={booking.book}
          onReadMore={setReadMore}
          filtersKey={search.toString()}
        />
      </section>
      {products.status === 'error' || resources.status === 'error' ? (
        <LoadError
          message={t('list.filtersFailed')}
          onRetry={() => {
            if (products.status === 'error') void products.refetch();
            if (resources.status === 'error') void resources.refetch();
          }}
        />
      ) : null}
      {myBookings.status === 'error' ? (
        <LoadError message={t('list.myBookingsFailed')} onRetry={() => void myBookings.refetch()} />
      ) : null}
      <Suspense fallback={null}>
        {detailsMounted ? (
          <ClassDetailsDialog
            activity={readMore}
            product={products.data?.find((p) => p.id === readMore?.groupActivityProduct.id)}
            productsState={products.status}
            onClose={() => setReadMore(null)}
          />
        ) : null}
        {loginMounted ? (
          <LoginToBookDialog
            activity={booking.awaitingLogin}
            onSignedIn={booking.resumeAfterLogin}
            onCancel={booking.cancelLogin}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
});
