import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingRulesPanel } from '@/components/booking-rules/booking-rules-panel';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { loadChunk } from '@/lib/chunk-load';
import { useMember } from '../shell/member-context';
import { BookingDayList } from './booking-day-list';
import { BookingsSkeleton } from './bookings-skeleton';
import { groupByDay } from './booking-days';
import { useQuotaTarget } from './use-quota-target';
import { useUpcomingBookings } from './use-upcoming-bookings';

// Below the list, and in its own chunk: the page's first download stays the list's.
const CalendarFeed = lazy(() =>
  loadChunk(() =>
    import('../calendar-feed/calendar-feed').then(({ CalendarFeed }) => ({
      default: CalendarFeed,
    })),
  ),
);

/**
 * Spec §2 "Bookings": the customer's upcoming classes, treatments and courses, per day; then the
 * live calendar of them to subscribe to (issue 23).
 */
export default function BookingsPage() {
  const { t } = useTranslation('account-bookings');
  usePageTitle(t('title'));
  const { customerId } = useMember();
  const list = useUpcomingBookings(customerId);
  const allFailed = list.failed === 3;
  const quotaFor = useQuotaTarget(list.entries);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('title')}</Typography>
      <BookingRulesPanel customerId={customerId} now={list.now} quotaFor={quotaFor} />
      {list.failed > 0 ? (
        <LoadError message={t(allFailed ? 'loadError' : 'partialLoadError')} onRetry={list.retry} />
      ) : null}
      {list.loading ? (
        <BookingsSkeleton />
      ) : list.entries.length === 0 ? (
        list.failed > 0 ? null : (
          <Typography>{t('empty')}</Typography>
        )
      ) : (
        <BookingDayList grouped={groupByDay(list.entries)} now={list.now} />
      )}
      <Suspense fallback={null}>
        <CalendarFeed />
      </Suspense>
    </Stack>
  );
}
