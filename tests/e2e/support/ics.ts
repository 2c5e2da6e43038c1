// Reads an .ics file the way a calendar does (RFC 5545): unfolds the lines, and gives each VEVENT's
// properties by their full name with parameters, e.g. event['DTSTART;TZID=Europe/Stockholm'].
// Text values are unescaped. Independent of the app's own builder, so a test can check it.
export type IcsEvent = Record<string, string>;

const unescape = (text: string) =>
  text.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

export function icsEvents(text: string): IcsEvent[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = unescape(line.slice(colon + 1));
    }
  }
  return events;
}

/** 2026-03-30T05:00:00.000Z → 20260330T070000: the Stockholm wall clock, by the browser's zone data. */
export function stockholmIcsTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Stockholm',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
