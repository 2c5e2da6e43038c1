import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsFileName, icsTime } from './ics';

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

  it('writes one VEVENT in UTC with CRLF line ends', () => {
    const text = buildIcs(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART:20260330T050000Z');
    expect(lines).toContain('DTEND:20260330T054500Z');
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
