import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { useUpcomingBookings } from '../bookings/use-upcoming-bookings';
import { OverviewSection } from './overview-section';
import { sectionState, UPCOMING_LIMIT } from './overview-logic';
import { UpcomingBookingRow } from './upcoming-booking-row';

/**
 * The next few class, treatment and course bookings, soonest first: the first ones of the
 * bookings page, by the same rule (bookings/upcoming.ts).
 */
export function BookingsSummary({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const upcoming = useUpcomingBookings(customerId);
  const state = sectionState(
    [{ isPending: upcoming.loading, isError: upcoming.failed > 0 }],
    () => upcoming.entries.length === 0,
  );

  return (
    <OverviewSection
      title={t('bookings.heading')}
      state={state}
      loadingLabel={t('bookings.loading')}
      errorText={t('bookings.error')}
      emptyText={t('bookings.empty')}
      onRetry={upcoming.retry}
      link={{ to: memberPagePath('bookings', language), label: t('bookings.link') }}
    >
      <List disablePadding>
        {upcoming.entries.slice(0, UPCOMING_LIMIT).map((entry) => (
          <UpcomingBookingRow key={entry.key} entry={entry} />
        ))}
      </List>
    </OverviewSection>
  );
}
