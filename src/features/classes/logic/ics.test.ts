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
    const text = buildIcs(event);
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

  it('names the file after the class and day', () => {
    expect(icsFileName('Spinning 45', '2026-03-30T05:00:00.000Z')).toBe(
      'Spinning-45-2026-03-30.ics',
    );
  });
});
