import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazyBookingRulesPanel } from '@/components/booking-rules/lazy-booking-rules-panel';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { errorText } from '@/lib/errors/error-message';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import {
  parseScheduleFilters,
  scheduleFiltersToSearch,
  type ScheduleFilters,
} from '../logic/schedule-filters';
import { bookingsByClass } from '../logic/class-availability';
import { quotaTarget } from '../logic/quota-target';
import { classesAtSite, groupScheduleByDay, scheduleWeeks, weekDays } from '../logic/schedule-week';
import { businessUnitsQuery, classProductsQuery, scheduleQuery } from '../queries';
import { useFacilityContact } from './facility-contacts';
import { PrintFooter, PrintHeader, PrintStyles } from './print-frame';
import { ScheduleDays } from './schedule-days';
import { ScheduleFiltersBar } from './schedule-filters-bar';

/** Spec §9: printing waits 500 ms, so the print layout has rendered. */
export const PRINT_DELAY_MS = 500;

/** Spec §2 "Schedule": a facility's week, filtered by class, printable. */
export default function SchedulePage() {
  const { t } = useTranslation('classes');
  usePageTitle(t('schedule.title'));
  const now = useNow();
  const { customerId } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = parseScheduleFilters(search);
  const weeks = scheduleWeeks(now);
  const week = weeks[filters.week] ?? weeks[0]!;

  const units = useQuery(businessUnitsQuery());
  const products = useQuery(classProductsQuery());
  const schedule = useQuery({
    ...scheduleQuery(filters.site ?? 0, week.first, week.last),
    enabled: !!filters.site,
  });
  const [printing, setPrinting] = useState(false);
  const printTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(printTimer.current), []);

  const update = (next: Partial<ScheduleFilters>) =>
    setSearch(scheduleFiltersToSearch({ ...filters, ...next }), { replace: true });

  const print = () => {
    setPrinting(true);
    printTimer.current = setTimeout(() => {
      setPrinting(false);
      window.print();
    }, PRINT_DELAY_MS);
  };

  const siteClasses = classesAtSite(products.data ?? [], filters.site);
  const chosen = filters.classes;
  const sessions = (schedule.data ?? []).filter(
    (s) => !s.cancelled && (chosen.length === 0 || chosen.includes(s.groupActivityProduct.id)),
  );
  const days = groupScheduleByDay(sessions, weekDays(week), now);
  const facility = units.data?.find((u) => u.id === filters.site);
  const contact = useFacilityContact(facility?.id);
  const error = units.isError
    ? {
        text: `${t('list.facilitiesFailed')} ${errorText(t, units.error)}`,
        retry: () => void units.refetch(),
      }
    : schedule.isError
      ? {
          text: `${t('list.classesFailed')} ${errorText(t, schedule.error)}`,
          retry: () => void schedule.refetch(),
        }
      : null;

  return (
    <Stack spacing={3}>
      <PrintStyles />
      {facility ? <PrintHeader facility={facility.name} contact={contact} week={week} /> : null}
      <Stack spacing={1} data-print-hide>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('schedule.title')}
        </Typography>
        <Typography>{t('schedule.instructions')}</Typography>
      </Stack>
      <ScheduleFiltersBar
        filters={filters}
        units={units.data ?? []}
        classes={siteClasses}
        weeks={weeks}
        onChange={update}
        onPrint={print}
        printing={printing}
      />
      {customerId ? (
        <div data-print-hide>
          <LazyBookingRulesPanel
            customerId={customerId}
            now={now}
            quotaFor={quotaTarget(sessions, now, bookingsByClass([]))}
          />
        </div>
      ) : null}
      {products.isError ? (
        <LoadError message={t('schedule.classesFailed')} onRetry={() => void products.refetch()} />
      ) : null}
      {error ? (
        <LoadError message={error.text} onRetry={error.retry} />
      ) : !filters.site ? null : units.isPending || schedule.isPending ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={80} />
          ))}
        </Stack>
      ) : (
        <section aria-label={t('schedule.sessions')}>
          <ScheduleDays days={days} />
        </section>
      )}
      {facility ? <PrintFooter /> : null}
    </Stack>
  );
}
