import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsFileName, icsTime, stockholmIcsTime } from './ics';

describe('ics', () => {
  const event = {
    uid: 'class-5012345@stadsbadet',
    start: '2026-03-30T05:00:00.000Z',
    end: '2026-03-30T05:45:00.000Z',
    summary: 'Vattengympa',
    location: 'Haga, Varmvattenbassängen',
    description: 'Ta med badmössa; handduk finns.\nVälkommen!',
    stamp: '2026-03-26T09:00:00.000Z',
  };

  it('writes one VEVENT in Stockholm time, with the zone, and CRLF line ends', () => {
    const text = buildIcs([event]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.split('\r\n');
    // 30 March 2026 is the day after the change to summer time: 05:00 UTC is 07:00 in Stockholm.
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20260330T070000');
    expect(lines).toContain('DTEND;TZID=Europe/Stockholm:20260330T074500');
    expect(lines).toContain('TZID:Europe/Stockholm');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('DTSTAMP:20260326T090000Z');
    expect(lines).toContain('UID:class-5012345@stadsbadet');
    expect(lines).toContain('SUMMARY:Vattengympa');
    expect(lines).toContain('LOCATION:Haga\\, Varmvattenbassängen');
    expect(lines).toContain('DESCRIPTION:Ta med badmössa\\; handduk finns.\\nVälkommen!');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes text and formats times', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsTime('2026-10-25T01:30:00.000Z')).toBe('20261025T013000Z');
    // Either side of both changes: winter +1 h, summer +2 h.
    expect(stockholmIcsTime('2026-03-28T06:00:00.000Z')).toBe('20260328T070000');
    expect(stockholmIcsTime('2026-03-29T05:00:00.000Z')).toBe('20260329T070000');
    expect(stockholmIcsTime('2026-10-24T05:00:00.000Z')).toBe('20261024T070000');
    expect(stockholmIcsTime('2026-10-25T06:00:00.000Z')).toBe('20261025T070000');
    expect(stockholmIcsTime('2026-12-31T22:59:59.000Z')).toBe('20261231T235959');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'å'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    expect(foldLine('SUMMARY:Kort')).toBe('SUMMARY:Kort');
  });

  // A booking from Mina sidor or the receipt: the instants BRP sends (UTC), written in Stockholm time.
  const booking = (start: string, end: string) => ({
    uid: 'service-9001@example.se',
    start,
    end,
    summary: 'Massage 50 min',
    location: 'Haga',
    stamp: '2026-03-26T09:00:00.000Z',
  });
  const times = (text: string) =>
    text.split('\r\n').filter((line) => /^DT(START|END);TZID=/.test(line));

  it('writes a booking on 2026-10-25, the day summer time ends, in the winter offset', () => {
    // 10:00–10:50 in Stockholm is 09:00–09:50 UTC after 03:00 that night (CET, +1).
    expect(
      times(buildIcs([booking('2026-10-25T09:00:00.000Z', '2026-10-25T09:50:00.000Z')])),
    ).toEqual([
      'DTSTART;TZID=Europe/Stockholm:20261025T100000',
      'DTEND;TZID=Europe/Stockholm:20261025T105000',
    ]);
    // A booking across the change: 01:30 CEST (23:30 UTC the day before) to 03:30 CET (02:30 UTC)
    // is three hours long, and the file says so in wall-clock times.
    expect(
      times(buildIcs([booking('2026-10-24T23:30:00.000Z', '2026-10-25T02:30:00.000Z')])),
    ).toEqual([
      'DTSTART;TZID=Europe/Stockholm:20261025T013000',
      'DTEND;TZID=Europe/Stockholm:20261025T033000',
    ]);
    // The day before, still summer time (+2).
    expect(
      times(buildIcs([booking('2026-10-24T08:00:00.000Z', '2026-10-24T08:50:00.000Z')])),
    ).toEqual([
      'DTSTART;TZID=Europe/Stockholm:20261024T100000',
      'DTEND;TZID=Europe/Stockholm:20261024T105000',
    ]);
  });

  it('writes a summer booking two hours ahead of UTC', () => {
    expect(
      times(buildIcs([booking('2026-07-15T16:00:00.000Z', '2026-07-15T17:15:00.000Z')])),
    ).toEqual([
      'DTSTART;TZID=Europe/Stockholm:20260715T180000',
      'DTEND;TZID=Europe/Stockholm:20260715T191500',
    ]);
  });

  it('puts several events (a course and its occasions) in one calendar', () => {
    const text = buildIcs([
      { ...booking('2026-04-07T16:00:00.000Z', '2026-04-07T17:00:00.000Z'), uid: 'a@x' },
      { ...booking('2026-04-14T16:00:00.000Z', '2026-04-14T17:00:00.000Z'), uid: 'b@x' },
    ]);
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a@x', 'UID:b@x']);
    expect(times(text)).toContain('DTSTART;TZID=Europe/Stockholm:20260414T180000');
  });

  it('names the file after the class and day', () => {
    expect(icsFileName('Spinning 45', '2026-03-30T05:00:00.000Z')).toBe(
      'Spinning-45-2026-03-30.ics',
    );
    expect(icsFileName('!!', '2026-03-30T05:00:00.000Z')).toBe('booking-2026-03-30.ics');
  });
});
