import { describe, expect, it } from 'vitest';
import { dayPosition, EMPTY_RANGE, isComplete, selectDay } from './range-selection';

describe('selectDay', () => {
  it('takes the first click as the start and the second as the end', () => {
    const first = selectDay(EMPTY_RANGE, '2026-03-10');
    expect(first).toEqual({ start: '2026-03-10', end: null });
    expect(isComplete(first)).toBe(false);
    const second = selectDay(first, '2026-04-02');
    expect(second).toEqual({ start: '2026-03-10', end: '2026-04-02' });
    expect(isComplete(second)).toBe(true);
  });

  it('swaps the days when the second click is before the first', () => {
    expect(selectDay({ start: '2026-03-10', end: null }, '2026-02-27')).toEqual({
      start: '2026-02-27',
      end: '2026-03-10',
    });
  });

  it('allows a one-day period', () => {
    expect(selectDay({ start: '2026-03-10', end: null }, '2026-03-10')).toEqual({
      start: '2026-03-10',
      end: '2026-03-10',
    });
  });

  it('starts a new range on the third click', () => {
    const complete = { start: '2026-03-10', end: '2026-03-17' };
    expect(selectDay(complete, '2026-01-05')).toEqual({ start: '2026-01-05', end: null });
    expect(selectDay(complete, '2026-03-12')).toEqual({ start: '2026-03-12', end: null });
  });
});

describe('dayPosition', () => {
  const range = { start: '2026-01-30', end: '2026-02-02' };

  it('marks the ends and the days between, across a month boundary', () => {
    expect(dayPosition(range, '2026-01-29')).toBeNull();
    expect(dayPosition(range, '2026-01-30')).toBe('start');
    expect(dayPosition(range, '2026-01-31')).toBe('between');
    expect(dayPosition(range, '2026-02-01')).toBe('between');
    expect(dayPosition(range, '2026-02-02')).toBe('end');
    expect(dayPosition(range, '2026-02-03')).toBeNull();
  });

  it('marks a lone start or a one-day range as single', () => {
    expect(dayPosition({ start: '2026-01-30', end: null }, '2026-01-30')).toBe('single');
    expect(dayPosition({ start: '2026-01-30', end: null }, '2026-01-31')).toBeNull();
    expect(dayPosition({ start: '2026-01-30', end: '2026-01-30' }, '2026-01-30')).toBe('single');
    expect(dayPosition(EMPTY_RANGE, '2026-01-30')).toBeNull();
  });
});
