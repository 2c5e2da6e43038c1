// The feed's one call, kept free of components so the bookings route's loader can start it.
import { getCreateCalendarInstructionsQueryOptions } from '@generated/booking/endpoints/services/services';

/** Only the links: BRP would otherwise e-mail instructions at every visit. */
const LINKS_ONLY = { sendEmail: false } as const;

/** The member's feed links, kept for the visit: they do not change (decision 032). */
export const calendarFeedQuery = () =>
  getCreateCalendarInstructionsQueryOptions(LINKS_ONLY, { query: { staleTime: Infinity } });
