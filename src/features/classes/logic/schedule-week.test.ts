import { describe, expect, it } from 'vitest';
import {
  classesAtSite,
  groupScheduleByDay,
  mondayOf,
  scheduleWeeks,
  weekDays,
} from './schedule-week';

// Thursday 26 March 2026, 10:00 in Stockholm: three days before the spring DST change.
const now = Date.parse('2026-03-26T09:00:00.000Z');

describe('schedule weeks', () => {
  it('offers this week and the next two, Monday start, with ISO week numbers', () => {
    expect(scheduleWeeks(now)).toEqual([
      { index: 0, number: 13, first: '2026-03-23', last: '2026-03-29' },
      { index: 1, number: 14, first: '2026-03-30', last: '2026-04-05' },
      { index: 2, number: 15, first: '2026-04-06', last: '2026-04-12' },
    ]);
  });

  it('finds Monday from a Sunday and across a year boundary', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    const newYear = scheduleWeeks(Date.parse('2026-12-31T12:00:00.000Z'));
    expect(newYear.map((w) => [w.number, w.first])).toEqual([
      [53, '2026-12-28'],
      [1, '2027-01-04'],
      [2, '2027-01-11'],
    ]);
  });

  it('uses the Stockholm day near midnight on Sunday evening', () => {
    // 23:30 on Sunday 29 March in Stockholm is still week 13.
    expect(scheduleWeeks(Date.parse('2026-03-29T21:30:00.000Z'))[0]?.number).toBe(13);
  });
});

describe('groupScheduleByDay', () => {
  const session = (name: string, start: string, minutes: number, bookableLatest?: string) => ({
    name,
    duration: { start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() },
    bookableLatest,
  });
  const days = weekDays({ first: '2026-03-23' });

  it('groups by Stockholm day in start order, keeps empty days, hides closed sessions', () => {
    const grouped = groupScheduleByDay(
      [
        session('Yin yoga', '2026-03-29T16:00:00.000Z', 60), // Sunday 18:00 CEST
        session('Aquafit', '2026-03-26T16:00:00.000Z', 45), // Thursday 17:00 CET
        session('Vattengympa', '2026-03-26T06:00:00.000Z', 45),
        session('Closed', '2026-03-26T10:00:00.000Z', 45, '2026-03-26T08:00:00.000Z'),
        session('Midnight swim', '2026-03-28T22:30:00.000Z', 90), // Sat 23:30 → Sun 01:00 CEST
      ],
      days,
      now,
    );
    expect(grouped.map((d) => d.day)).toEqual(days);
    const byDay = Object.fromEntries(grouped.map((d) => [d.day, d.sessions.map((s) => s.name)]));
    expect(byDay['2026-03-26']).toEqual(['Vattengympa', 'Aquafit']);
    expect(byDay['2026-03-28']).toEqual(['Midnight swim']);
    expect(byDay['2026-03-29']).toEqual(['Midnight swim', 'Yin yoga']);
    expect(byDay['2026-03-23']).toEqual([]);
  });

  it("limits the class choice to the facility's classes (the drop-down sorts them)", () => {
    const products = [
      { id: 1, name: 'Yin yoga', businessUnits: [{ id: 1 }] },
      { id: 2, name: 'Aquafit', businessUnits: [{ id: 1 }, { id: 3509 }] },
      { id: 3, name: 'Bodypump', businessUnits: [{ id: 4128 }] },
    ];
    expect(classesAtSite(products, 1).map((p) => p.name)).toEqual(['Yin yoga', 'Aquafit']);
    expect(classesAtSite(products, null)).toEqual([]);
  });
});
