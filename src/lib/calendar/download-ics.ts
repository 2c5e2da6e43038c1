import { buildIcs, icsFileName, type CalendarEvent } from './ics';

/**
 * Saves the events as one .ics file (phones open it in their calendar, Outlook imports it). Made in
 * the browser as a Blob link clicked from code: nothing inline, so the strict CSP allows it.
 */
export function downloadIcs(events: readonly CalendarEvent[], fileName: string): void {
  const text = buildIcs(events);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
