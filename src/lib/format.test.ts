import { describe, expect, it } from 'vitest';
import { inStockholm } from './dayjs';
import {
  dayKey,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDottedDate,
  formatMonthHeading,
  formatPostalCode,
  formatPrice,
  formatTime,
  monthKey,
} from './format';

describe('formatPrice', () => {
  it('divides minor units by 100 and groups thousands with a no-break space, suffix kr', () => {
    const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatPrice(69500)).toBe(nbsp('695 kr'));
    expect(formatPrice(123450)).toBe(nbsp('1 234,50 kr'));
    expect(formatPrice(1234567800)).toBe(nbsp('12 345 678 kr'));
    expect(formatPrice(0)).toBe(nbsp('0 kr'));
    // A negative amount (a discount) has a minus sign, U+2212, not a hyphen.
    expect(formatPrice(-2500)).toBe(nbsp('\u221225 kr'));
    expect(formatPrice(123450, 'en')).toBe(nbsp('1 234.50 kr'));
    // Nothing in an amount is a place where a line may break.
    expect(formatPrice(1234567800)).not.toMatch(/ /);
  });
});

describe('dates in Stockholm time', () => {
  // 23:30 UTC on 12 January is already 13 January in Stockholm (UTC+1).
  const lateEvening = '2026-01-12T23:30:00.000Z';

  it('uses the Stockholm day and time, also across daylight saving time', () => {
    expect(formatDate(lateEvening)).toBe('2026-01-13');
    expect(formatTime(lateEvening)).toBe('00:30');
    expect(formatTime('2026-07-01T07:00:00.000Z')).toBe('09:00');
    expect(formatDateTime('2026-07-01T07:05:00.000Z')).toBe('2026-07-01 09:05');
    expect(formatDottedDate(lateEvening)).toBe('2026.01.13');
    expect(dayKey(lateEvening)).toBe('2026-01-13');
    expect(monthKey('2026-01-31T23:30:00.000Z')).toBe('2026-02');
  });

  it('reads a date-only value as that day in Stockholm', () => {
    expect(formatDate('2026-09-30')).toBe('2026-09-30');
    expect(formatDottedDate('2026-01-01')).toBe('2026.01.01');
    // Midnight in Stockholm is 23:00 UTC the day before in winter; the night DST starts.
    expect(inStockholm('2026-01-12').toISOString()).toBe('2026-01-11T23:00:00.000Z');
    expect(dayKey(new Date('2026-03-29T22:30:00.000Z'))).toBe('2026-03-30');
  });

  it('writes capitalised day and month headings in the page language', () => {
    expect(formatDayHeading(lateEvening, 'sv')).toBe('Tisdag 13 januari 2026');
    expect(formatDayHeading(lateEvening, 'en')).toBe('Tuesday, January 13, 2026');
    expect(formatMonthHeading('2026-03-10T10:00:00.000Z', 'sv')).toBe('Mars 2026');
    expect(formatMonthHeading('2026-03-10T10:00:00.000Z', 'en')).toBe('March 2026');
  });
});

describe('formatPostalCode', () => {
  it('shows a postal code sent as an integer (BRP document) as 413 01', () => {
    expect(formatPostalCode(41301)).toBe('413 01');
  });

  it('shows a postal code sent as a string, with or without the space, the same', () => {
    expect(formatPostalCode('41301')).toBe('413 01');
    expect(formatPostalCode('413 01')).toBe('413 01');
  });

  it('leaves a missing or foreign postal code as it came', () => {
    expect(formatPostalCode(undefined)).toBe('');
    expect(formatPostalCode('DK-8000')).toBe('DK-8000');
  });
});
