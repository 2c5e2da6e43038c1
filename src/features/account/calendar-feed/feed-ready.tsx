import Stack from '@mui/material/Stack';
import { CalendarHowTo } from './calendar-how-to';
import type { CalendarLinks } from './calendar-links';
import { FeedLinks } from './feed-links';

/** The links and the how-to: their own chunk, loaded once the links have come. */
export default function FeedReady({ links }: { links: CalendarLinks }) {
  return (
    <Stack spacing={2}>
      <FeedLinks links={links} />
      <CalendarHowTo />
    </Stack>
  );
}
