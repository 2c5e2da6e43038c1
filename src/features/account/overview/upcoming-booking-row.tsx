import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';
import type { BookedTime } from '@/lib/calendar/download-ics';
import { bookedTimes } from '../bookings/booked-times';
import type { BookingEntry } from '../bookings/booking-days';
import { isClassCancelled, isServiceCancelled } from '../bookings/cancel-rules';
import { CancelledChip } from '../bookings/cancelled-chip';
import {
  eventDetailQuery,
  groupActivityDetailQuery,
  serviceProductQuery,
} from '../bookings/queries';
import { upcomingRow, type UpcomingRow } from './overview-logic';

function Row({
  row,
  mark,
  times,
}: {
  row: UpcomingRow;
  mark?: ReactNode;
  times: readonly BookedTime[];
}) {
  const language = useLanguage();
  const when = row.start
    ? `${formatWeekdayDayMonth(row.start, language)} ${formatTime(row.start)} · `
    : '';
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={row.name}
        secondary={`${when}${row.facility}`}
        sx={{ '& .MuiListItemText-secondary::first-letter': { textTransform: 'uppercase' } }}
      />
      {mark}
      <AddToCalendarButton name={row.name} times={times} iconOnly />
    </ListItem>
  );
}

/** A class: marked when cancelled (its details say so, as on its card), else its queue place. */
function ClassRow({ entry }: { entry: Extract<BookingEntry, { kind: 'groupActivity' }> }) {
  const { t } = useTranslation('account-overview');
  const { booking } = entry;
  const detail = useQuery(
    groupActivityDetailQuery(booking.businessUnit.id, booking.groupActivity.id),
  );
  const row = upcomingRow(entry);
  const cancelled = isClassCancelled(detail.data);
  const mark = cancelled ? (
    <CancelledChip label={t('bookings.cancelledClass')} />
  ) : row.waitingListPosition !== undefined ? (
    <Chip size="small" label={t('bookings.waitingList', { position: row.waitingListPosition })} />
  ) : null;
  return <Row row={row} mark={mark} times={bookedTimes(entry, { cancelled })} />;
}

function ServiceRow({ entry }: { entry: Extract<BookingEntry, { kind: 'service' }> }) {
  const { t } = useTranslation('account-overview');
  const product = useQuery(serviceProductQuery(entry.booking.serviceProduct.id));
  const cancelled = isServiceCancelled(entry.booking, product.data);
  return (
    <Row
      row={upcomingRow(entry)}
      mark={cancelled ? <CancelledChip label={t('bookings.cancelledService')} /> : null}
      times={bookedTimes(entry, { cancelled })}
    />
  );
}

function EventRow({ entry }: { entry: Extract<BookingEntry, { kind: 'event' }> }) {
  const { booking } = entry;
  const detail = useQuery(eventDetailQuery(booking.businessUnit.id, booking.event.id));
  return (
    <Row
      row={upcomingRow(entry, detail.data)}
      times={bookedTimes(entry, { eventDetail: detail.data })}
    />
  );
}

/** One upcoming booking of the overview, of any kind, read from the same data as its card. */
export function UpcomingBookingRow({ entry }: { entry: BookingEntry }) {
  switch (entry.kind) {
    case 'groupActivity':
      return <ClassRow entry={entry} />;
    case 'service':
      return <ServiceRow entry={entry} />;
    case 'event':
      return <EventRow entry={entry} />;
  }
}
