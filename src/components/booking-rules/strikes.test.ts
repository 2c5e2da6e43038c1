import type { NoShow } from '@generated/booking/model';
import { bookingsLeft, countingStrikes, strikesPeriod } from './strikes';

const noShow = (id: number, startTime: string, status: NoShow['status']): NoShow => ({
  id,
  startTime,
  status,
  bookingType: 'GROUP_ACTIVITY',
});

describe('countingStrikes', () => {
  it('counts only the active no-shows, oldest first', () => {
    const strikes = countingStrikes([
      noShow(3, '2026-01-07T17:00:00.000Z', 'ACTIVE'),
      noShow(1, '2025-09-16T16:00:00.000Z', 'OLD'),
      noShow(2, '2025-12-18T06:00:00.000Z', 'ACTIVE'),
      noShow(4, '2026-01-08T17:00:00.000Z', 'MANUALLY_INACTIVATED'),
      noShow(5, '2026-01-09T17:00:00.000Z', 'NOT_PROCESSED'),
    ]);
    expect(strikes.map((s) => s.id)).toEqual([2, 3]);
  });

  it('has none for a member without no-shows or before the answer', () => {
    expect(countingStrikes([])).toEqual([]);
    expect(countingStrikes(undefined)).toEqual([]);
  });
});

describe('strikesPeriod', () => {
  it('spans the twelve months up to the end of the day, the same all day', () => {
    const morning = strikesPeriod(Date.parse('2026-03-25T06:00:00.000Z'));
    const evening = strikesPeriod(Date.parse('2026-03-25T21:30:00.000Z'));
    expect(morning).toEqual(evening);
    expect(morning).toEqual({
      'period.start': '2025-03-25T00:00:00.000Z',
      'period.end': '2026-03-26T00:00:00.000Z',
    });
  });
});

describe('bookingsLeft', () => {
  it('is a whole number, never negative', () => {
    expect(bookingsLeft(3)).toBe(3);
    expect(bookingsLeft(2.5)).toBe(2);
    expect(bookingsLeft(-1)).toBe(0);
  });
});
