import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading } from '@/lib/format';
import { bookingCardStyles } from './booking-card-styles';
import type { BookingEntry, GroupedBookings } from './booking-days';
import { EventCard } from './event-card';
import { GroupActivityCard } from './group-activity-card';
import { ServiceCard } from './service-card';

/** `now`: the clock the list was judged by, so a card's cancel follows the same time. */
function EntryCard({ entry, now }: { entry: BookingEntry; now: number }) {
  switch (entry.kind) {
    case 'groupActivity':
      return <GroupActivityCard entry={entry} now={now} />;
    case 'service':
      return <ServiceCard entry={entry} now={now} />;
    case 'event':
      return <EventCard entry={entry} />;
  }
}

function DaySection({
  id,
  heading,
  entries,
  now,
}: {
  id: string;
  heading: string;
  entries: BookingEntry[];
  now: number;
}) {
  const headingId = `bookings-${id}`;
  return (
    <section className="booking-day" aria-labelledby={headingId}>
      <h2 className="booking-day-heading" id={headingId}>
        {heading}
      </h2>
      <ul className="booking-day-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryCard entry={entry} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §2 "Bookings": a heading per day (capitalised, page language), then that day's cards, as
 * plain elements on booking-card-styles.ts.
 */
export function BookingDayList({ grouped, now }: { grouped: GroupedBookings; now: number }) {
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  return (
    <div className="booking-days">
      <GlobalStyles styles={bookingCardStyles} />
      {grouped.days.map((day) => (
        <DaySection
          key={day.key}
          id={day.key}
          heading={formatDayHeading(day.date, language)}
          entries={day.entries}
          now={now}
        />
      ))}
      {grouped.undated.length > 0 ? (
        <DaySection
          id="undated"
          heading={t('undatedHeading')}
          entries={grouped.undated}
          now={now}
        />
      ) : null}
    </div>
  );
}
