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
