import { saveBlob } from '../save-blob';
import { buildIcs, icsFileName, type CalendarEvent } from './ics';

/** Saves the events as one .ics file (phones open it in their calendar, Outlook imports it). */
export function downloadIcs(events: readonly CalendarEvent[], fileName: string): void {
  // A small text made here: let go once the click has started the download, as it always was.
  saveBlob(new Blob([buildIcs(events)], { type: 'text/calendar;charset=utf-8' }), fileName, 0);
}

/** The host in the events' UIDs: the same booking downloaded twice updates instead of doubling. */
export function uidHost(): string {
  return window.location.hostname || 'localhost';
}

/** A booked time as the pages know it; `id` names it among the shop's bookings (the UID's part). */
export type BookedTime = Omit<CalendarEvent, 'uid' | 'stamp'> & { id: string };

/** Downloads booked times (one, or a course's occasions) as one file named after the first. */
export function downloadBookedTimes(times: readonly BookedTime[]): void {
  const [first] = times;
  if (!first) return;
  const stamp = new Date().toISOString();
  const host = uidHost();
  const events = times.map(({ id, ...time }) => ({ ...time, uid: `${id}@${host}`, stamp }));
  downloadIcs(events, icsFileName(first.summary, first.start));
}
