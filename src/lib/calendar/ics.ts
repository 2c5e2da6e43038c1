// "Add to calendar" (RFC 5545), for every booked time of the shop: a class on the class page, a
// class, treatment or course on Mina sidor, a booked time on the receipt. Start and end are
// Europe/Stockholm wall-clock times with the zone's VTIMEZONE (the EU rule: summer time from the
// last Sunday of March to the last Sunday of October), so a class at 07:00 stays at 07:00 in every
// calendar, also across a daylight-saving change. DTSTAMP is UTC, as the RFC requires. See
// docs/decisions/013 and 032.

export interface CalendarEvent {
  /** Stable and unique, so importing twice updates instead of duplicating. */
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
  /** DTSTAMP: when the file was made. */
  stamp: string;
}

const ZONE = 'Europe/Stockholm';

const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

// Made on the first download, not when the class list's code loads: the first Intl date
// formatter of a page costs a phone ~150 ms (docs/decisions/020).
let wallClock: Intl.DateTimeFormat | undefined;
const wallClockFormat = () =>
  (wallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** 2026-03-30T05:00:00.000Z → 20260330T070000 (Stockholm wall clock, summer time there). */
export function stockholmIcsTime(iso: string): string {
  const p = Object.fromEntries(
    wallClockFormat()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** 2026-03-26T09:00:00.000Z → 20260326T090000Z */
export function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART;TZID=${ZONE}:${stockholmIcsTime(event.start)}`,
    `DTEND;TZID=${ZONE}:${stockholmIcsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
  ];
}

/** One calendar file: a VEVENT per event (a course's occasions go in one file). */
export function buildIcs(
  events: readonly CalendarEvent[],
  productId = '-//Stadsbadet//Classes//SV',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...STOCKHOLM_VTIMEZONE,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name without characters that phones and Windows reject. */
export function icsFileName(summary: string, start: string): string {
  const safe = summary.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `${safe || 'booking'}-${start.slice(0, 10)}.ics`;
}
