import { describe, expect, it } from 'vitest';
import { dayStrip, rangeEnd } from './day-strip';
import { addDays, endOfDay, periodOf, startOfDay, stockholmDay, touchesDay } from './period';

describe('Stockholm days and periods', () => {
  it('steps calendar days across the spring DST change (29 March 2026)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(startOfDay('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    // The DST day has 23 hours.
    expect(endOfDay('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
  });

  it('reads the day in Stockholm, not UTC', () => {
    expect(stockholmDay('2026-03-25T23:30:00.000Z')).toBe('2026-03-26');
    expect(stockholmDay('2026-03-29T21:59:00.000Z')).toBe('2026-03-29');
    expect(stockholmDay('2026-03-29T22:00:00.000Z')).toBe('2026-03-30');
  });

  it('asks for a period strictly shorter than 14 days for the 14-day strip', () => {
    const period = periodOf('2026-03-26', rangeEnd('2026-03-26'));
    expect(period).toEqual({
      'period.start': '2026-03-25T23:00:00.000Z',
      'period.end': '2026-04-08T21:59:59.999Z',
    });
    const length = Date.parse(period['period.end']) - Date.parse(period['period.start']);
    expect(length).toBeLessThan(14 * 24 * 3600_000);
  });

  it('tells which days a session touches', () => {
    const late = { start: '2026-03-27T22:30:00.000Z', end: '2026-03-28T00:30:00.000Z' };
    expect(touchesDay(late.start, late.end, '2026-03-27')).toBe(true);
    expect(touchesDay(late.start, late.end, '2026-03-28')).toBe(true);
    expect(touchesDay(late.start, late.end, '2026-03-29')).toBe(false);
    // Ending exactly at midnight does not reach the next day.
    expect(touchesDay('2026-03-27T21:00:00.000Z', '2026-03-27T23:00:00.000Z', '2026-03-28')).toBe(
      false,
    );
  });
});

describe('day strip', () => {
  it('has 14 days, the range ending 13 days after the start, across DST', () => {
    const strip = dayStrip('2026-03-26');
    expect(strip).toHaveLength(14);
    expect(strip[0]).toBe('2026-03-26');
    expect(strip).toContain('2026-03-29');
    expect(strip[13]).toBe('2026-04-08');
    expect(rangeEnd('2026-03-26')).toBe('2026-04-08');
    expect(new Set(strip).size).toBe(14);
  });
});
