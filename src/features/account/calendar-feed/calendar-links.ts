// The member's calendar feed (BRP's services/calendarinstructions): a webcal link that opens the
// phone's or computer's calendar app and subscribes, and the same feed over https to paste into a
// calendar that asks for an address. The links come from BRP and become an href and a copied
// text, so only these two schemes are shown: anything else (a script link) counts as a failure.
import type { CalendarInstructions } from '@generated/booking/model';

export interface CalendarLinks {
  /** webcal:// (or webcals://): one tap subscribes in the calendar app. */
  subscribe: string;
  /** https://: the address Google Calendar and Outlook on the web ask for. */
  address: string;
}

function withScheme(link: string, schemes: readonly string[]): string | null {
  try {
    const url = new URL(link);
    return schemes.includes(url.protocol) && url.hostname ? link : null;
  } catch {
    return null;
  }
}

/** Both links when both are safe to show, else null. */
export function calendarLinks(answer: CalendarInstructions): CalendarLinks | null {
  const subscribe = withScheme(answer.webCalLink, ['webcal:', 'webcals:']);
  const address = withScheme(answer.icsLink, ['https:']);
  return subscribe && address ? { subscribe, address } : null;
}
