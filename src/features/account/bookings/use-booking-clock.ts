import { useHydratedInTransition } from '@/lib/use-hydrated';
import { useNow } from '@/lib/use-now';

/**
 * The time bookings are judged by (upcoming, cancellable): the app's clock, refreshed every
 * minute and read to the minute, once the browser has the page. While it takes over the server's
 * page, the moment the lists were fetched instead (the same answer on both sides), so a booking
 * ending in between cannot make the browser's first render differ from the server's. The switch
 * to the app's clock, when it changes the minute, re-renders every card: a transition, so it is
 * not one long task.
 */
export function useBookingClock(fetchedAt: number): number {
  const now = useNow();
  const hydrated = useHydratedInTransition();
  return toTheMinute(hydrated ? now : fetchedAt);
}

/**
 * To the minute, as the clock ticks: the take-over's switch to the app's clock then changes
 * nothing within the minute the lists came in, and no card is drawn again for it.
 */
const toTheMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
