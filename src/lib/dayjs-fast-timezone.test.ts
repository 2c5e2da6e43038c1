import { dayjs, inStockholm } from './dayjs';

// The plugin's own conversion, for comparison: a separate dayjs would share the prototype, so
// this reimplements what it does (toLocaleString in the zone, parsed back).
function slowOffset(instant: Date, zone: string): number {
  const wall = new Date(instant.toLocaleString('en-US', { timeZone: zone }));
  return Math.round((wall.getTime() - instant.getTime()) / 60_000) - instant.getTimezoneOffset();
}

describe('the fast .tz() conversion', () => {
  const instants = [
    '2026-01-15T12:00:00.250Z', // winter, UTC+1
    '2026-07-01T22:30:00Z', // summer, UTC+2, already tomorrow in Stockholm
    '2026-03-29T00:59:59Z', // just before the spring change
    '2026-03-29T01:00:00Z', // just after it
    '2026-10-25T00:30:00Z', // the autumn hour that happens twice
    '2026-10-25T01:30:00Z',
    '1969-12-31T23:59:59.500Z', // before the epoch
  ];

  it.each(instants)('keeps the instant and gives Stockholm wall time for %s', (iso) => {
    const instant = new Date(iso);
    const converted = inStockholm(iso);
    expect(converted.valueOf()).toBe(instant.valueOf());
    expect(converted.utcOffset()).toBe(slowOffset(instant, 'Europe/Stockholm'));
    const wall = instant.toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });
    expect(converted.format('YYYY-MM-DD HH:mm:ss')).toBe(wall);
  });

  it('converts an already converted moment again without moving it', () => {
    const once = inStockholm('2025-12-31T23:30:00.000Z');
    const twice = inStockholm(once);
    expect(twice.valueOf()).toBe(once.valueOf());
    expect(twice.format('YYYY-MM-DD HH:mm')).toBe('2026-01-01 00:30');
    expect(twice.add(7, 'day').format('YYYY-MM-DD')).toBe('2026-01-08');
    expect(inStockholm(dayjs('2026-07-01T12:00:00Z').tz('Asia/Tokyo')).format('HH:mm')).toBe(
      '14:00',
    );
  });

  it('names the zone, works for other zones, and leaves the original instance alone', () => {
    const original = dayjs('2026-07-01T12:00:00Z');
    const tokyo = original.tz('Asia/Tokyo');
    expect(tokyo.format('HH:mm')).toBe('21:00');
    expect((tokyo as unknown as { $x: { $timezone?: string } }).$x.$timezone).toBe('Asia/Tokyo');
    expect((original as unknown as { $x: { $timezone?: string } }).$x.$timezone).toBeUndefined();
    expect(dayjs('2026-07-01T12:00:00Z').tz('Europe/Stockholm', true).format('HH:mm')).toBe(
      dayjs('2026-07-01T12:00:00Z').format('HH:mm'),
    );
  });
});

describe('reading a Stockholm wall-clock time (dayjs.tz(text, zone))', () => {
  it.each([
    ['2026-07-01', '2026-06-30T22:00:00.000Z', 120],
    ['2026-01-15T08:30:00', '2026-01-15T07:30:00.000Z', 60],
    ['2026-03-29', '2026-03-28T23:00:00.000Z', 60],
    ['2026-10-25', '2026-10-24T22:00:00.000Z', 120],
    // In the spring gap the plugin's own reading moves forward an hour: 03:30 summer time.
    ['2026-03-29T02:30:00', '2026-03-29T01:30:00.000Z', 120],
  ])('%s is %s', (text, iso, offset) => {
    const read = dayjs.tz(text, 'Europe/Stockholm');
    expect(read.toISOString()).toBe(iso);
    expect(read.utcOffset()).toBe(offset);
    expect(read.add(1, 'day').format('YYYY-MM-DD')).toBe(
      dayjs.utc(read.valueOf() + offset * 60_000 + 86_400_000).format('YYYY-MM-DD'),
    );
  });

  it('leaves other zones to the plugin', () => {
    expect(dayjs.tz('2026-07-01T12:00:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-07-01T03:00:00.000Z',
    );
  });

  it('makes no Intl date formatter for Stockholm times (the first one costs a phone ~150 ms)', () => {
    // A formatter made by an earlier test would be cached: nor is one asked.
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(dayjs.tz('2026-12-24', 'Europe/Stockholm').format('YYYY-MM-DD HH:mm')).toBe(
        '2026-12-24 00:00',
      );
      expect(inStockholm('2026-06-01T10:00:00Z').format('HH:mm')).toBe('12:00');
      expect(made).not.toHaveBeenCalled();
      expect(asked).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      asked.mockRestore();
    }
  });
});
