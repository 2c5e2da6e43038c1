import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading } from '@/lib/format';
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
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryCard entry={entry} now={now} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Spec §2 "Bookings": a heading per day (capitalised, page language), then that day's cards. */
export function BookingDayList({ grouped, now }: { grouped: GroupedBookings; now: number }) {
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  return (
    <Stack spacing={4}>
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
    </Stack>
  );
}
