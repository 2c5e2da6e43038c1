// "Add to calendar" (RFC 5545). Times are written in UTC ('…Z'): every calendar (iOS, Android,
// Outlook, Google) shows them in the viewer's zone, here Europe/Stockholm, without shipping a
// VTIMEZONE block that must track daylight-saving rules. See docs/decisions (classes feature).

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

export function buildIcs(event: CalendarEvent, productId = '-//Stadsbadet//Classes//SV'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name without characters that phones and Windows reject. */
export function icsFileName(summary: string, start: string): string {
  const safe = summary.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `${safe || 'class'}-${start.slice(0, 10)}.ics`;
}
