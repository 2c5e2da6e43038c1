import { describe, expect, it } from 'vitest';
import type { ServiceSuggestion } from '@generated/booking/model';
import { daysWithoutTimes, hasFreeTime, shownDay } from './shown-day';

// A fixed clock: Tuesday 13 January 2026, 21:00 in Stockholm, when today's times have passed.
const NOW = Date.parse('2026-01-13T20:00:00.000Z');
const TODAY = '2026-01-13';

const slot = (start: string): ServiceSuggestion => ({
  duration: { start, end: start },
  price: { amount: 69500, currency: 'SEK' },
});

const passedToday = slot('2026-01-13T16:00:00.000Z'); // 17:00 today
const thursday = slot('2026-01-15T08:00:00.000Z'); // 09:00 on the 15th
const lateToday = slot('2026-01-13T20:30:00.000Z'); // 21:30 today

const choose = (slots: ServiceSuggestion[] | undefined, more = {}) =>
  shownDay({ wanted: null, from: TODAY, slots, loading: false, now: NOW, ...more });

describe('shownDay', () => {
  it('shows the first day with a free time when today has none left', () => {
    expect(choose([passedToday, thursday])).toBe('2026-01-15');
  });

  it('stays on today while it has a time ahead', () => {
    expect(choose([passedToday, lateToday, thursday])).toBe(TODAY);
  });

  it('looks only within the strip, from its first day', () => {
    const nextWeek = slot('2026-01-20T08:00:00.000Z'); // the 8th day from today
    expect(choose([nextWeek])).toBe(TODAY);
    expect(choose([thursday], { from: '2026-01-14' })).toBe('2026-01-15');
  });

  it('shows the first day, with its empty message, when no day has a time', () => {
    expect(choose([])).toBe(TODAY);
    expect(choose([passedToday])).toBe(TODAY);
  });

  it("always shows the URL's day, even one without times", () => {
    expect(choose([passedToday, thursday], { wanted: TODAY })).toBe(TODAY);
    expect(choose(undefined, { wanted: '2026-01-14', loading: true })).toBe('2026-01-14');
  });

  it('waits for the times rather than show a day it may leave', () => {
    expect(choose(undefined, { loading: true })).toBeNull();
  });

  it('shows the first day when the times failed or no facility is chosen', () => {
    expect(choose(undefined)).toBe(TODAY);
  });
});

describe('daysWithoutTimes', () => {
  it("marks the strip's days without a free time, today's passed times included", () => {
    expect([...daysWithoutTimes(TODAY, [passedToday, thursday], NOW)]).toEqual([
      '2026-01-13',
      '2026-01-14',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
      '2026-01-19',
    ]);
  });

  it('marks none while the times are not known', () => {
    expect(daysWithoutTimes(TODAY, undefined, NOW).size).toBe(0);
  });
});

describe('hasFreeTime', () => {
  it('counts a time from the moment after now, on its Stockholm day', () => {
    expect(hasFreeTime([slot('2026-01-13T20:00:00.000Z')], TODAY, NOW)).toBe(false); // starts now
    expect(hasFreeTime([slot('2026-01-13T23:30:00.000Z')], TODAY, NOW)).toBe(false); // 00:30 on the 14th
    expect(hasFreeTime([lateToday], TODAY, NOW)).toBe(true);
  });
});
