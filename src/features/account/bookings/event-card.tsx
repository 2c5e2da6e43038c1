import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatDottedDate, formatPrice } from '@/lib/format';
import { bookedTimes } from './booked-times';
import { BookingCard } from './booking-card';
import { DetailsError, DetailsLoading } from './booking-details';
import { eventStart, type BookingEntry } from './booking-days';
import { eventDetailQuery } from './queries';

/** Spec §2 "Event card": a booked course, with its occasions and period; no cancel. */
export function EventCard({ entry }: { entry: Extract<BookingEntry, { kind: 'event' }> }) {
  const { booking } = entry;
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  const detail = useQuery(eventDetailQuery(booking.businessUnit.id, booking.event.id));
  const event = detail.data;
  const price = booking.price?.amount ?? event?.price?.amount;

  const details: Detail[] = [];
  if (event) {
    if (event.occasions)
      details.push({ label: t('event.occasions'), value: event.occasions.numberOf });
    details.push(
      { label: t('event.from'), value: formatDottedDate(event.duration.start) },
      { label: t('event.to'), value: formatDottedDate(event.duration.end) },
    );
  }
  if (price !== undefined) details.push({ label: t('price'), value: formatPrice(price, language) });

  const title = booking.event.name ?? event?.name ?? booking.product.name;
  const times = bookedTimes(entry, { eventDetail: event });

  return (
    <BookingCard
      kind="event"
      start={eventStart(event)}
      title={title}
      facility={booking.businessUnit.name || event?.businessUnit.name || ''}
      actions={times.length > 0 ? <AddToCalendarButton name={title} times={times} /> : null}
    >
      {details.length > 0 ? <DetailList items={details} /> : null}
      {detail.isError ? <DetailsError /> : detail.isPending ? <DetailsLoading /> : null}
    </BookingCard>
  );
}
