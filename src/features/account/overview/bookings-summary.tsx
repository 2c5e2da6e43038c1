import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';
import { memberPagePath } from '@/lib/paths';
import {
  useListGroupActivityBookings,
  useListServiceBookings,
} from '@generated/booking/endpoints/bookings/bookings';
import { OverviewSection } from './overview-section';
import { sectionState, UPCOMING_LIMIT, upcomingBookings } from './overview-logic';

/** The next few class and service bookings, soonest first. */
export function BookingsSummary({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const classes = useListGroupActivityBookings(customerId);
  const services = useListServiceBookings(customerId);
  const upcoming = useMemo(
    () => upcomingBookings(classes.data ?? [], services.data ?? [], new Date()),
    [classes.data, services.data],
  );
  const state = sectionState([classes, services], () => upcoming.length === 0);

  return (
    <OverviewSection
      title={t('bookings.heading')}
      state={state}
      loadingLabel={t('bookings.loading')}
      errorText={t('bookings.error')}
      emptyText={t('bookings.empty')}
      onRetry={() => {
        if (classes.isError) void classes.refetch();
        if (services.isError) void services.refetch();
      }}
      link={{ to: memberPagePath('bookings', language), label: t('bookings.link') }}
    >
      <List disablePadding>
        {upcoming.slice(0, UPCOMING_LIMIT).map((booking) => (
          <ListItem key={booking.key} disableGutters divider>
            <ListItemText
              primary={booking.name}
              secondary={`${formatWeekdayDayMonth(booking.start, language)} ${formatTime(booking.start)} · ${booking.facility}`}
              sx={{ '& .MuiListItemText-secondary::first-letter': { textTransform: 'uppercase' } }}
            />
            {booking.waitingListPosition !== undefined ? (
              <Chip
                size="small"
                label={t('bookings.waitingList', { position: booking.waitingListPosition })}
              />
            ) : null}
          </ListItem>
        ))}
      </List>
    </OverviewSection>
  );
}
