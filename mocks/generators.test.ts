// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupActivitySets, SCHEDULE_DAYS, type GroupActivity } from './data/group-activities.ts';
import { serviceSuggestionsFor, TREATMENT_MINUTES } from './data/service-suggestions.ts';
import { mondayOf, workoutsFor } from './data/workouts.ts';
import { addDays, fromStockholm, toStockholm } from './stockholm-time.ts';

// A Monday morning in summer time, and a winter day late in the evening.
const clock = { today: '2026-06-15', now: fromStockholm('2026-06-15', 7, 0) };
const evening = { today: '2026-01-12', now: fromStockholm('2026-01-12', 21, 30) };
const sets = groupActivitySets(clock);
const all = Object.values(sets).flat();
const ms = (iso: string) => Date.parse(iso);
const isTooLate = (a: GroupActivity, now: Date) =>
  a.bookableLatest !== null && ms(a.bookableLatest) < now.getTime();

describe('group activities', () => {
  it('has classes every day of the 14 days at each of the three sites, 4–7 a day', () => {
    const expectedDays = Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(clock.today, i));
    expect(Object.keys(sets)).toEqual(['haga', 'alvstranden', 'drottningtorget']);
    for (const [site, list] of Object.entries(sets)) {
      const perDay = new Map<string, number>();
      for (const a of list) {
        const day = toStockholm(new Date(a.duration.start)).day;
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      expect([...perDay.keys()].sort(), site).toEqual(expectedDays);
      for (const [day, n] of perDay) {
        expect(n, `${site} ${day}`).toBeGreaterThanOrEqual(day === clock.today ? 1 : 4);
        expect(n, `${site} ${day}`).toBeLessThanOrEqual(7);
      }
    }
  });

  it('belongs to the right business unit and uses UTC ISO timestamps with millis', () => {
    const ids = { haga: 1, alvstranden: 3509, drottningtorget: 4128 };
    for (const [site, list] of Object.entries(sets)) {
      for (const a of list) {
        expect(a.businessUnit.id).toBe(ids[site as keyof typeof ids]);
        for (const t of [a.duration.start, a.duration.end, a.bookableEarliest, a.bookableLatest]) {
          expect(t).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        }
        expect(ms(a.duration.end)).toBeGreaterThan(ms(a.duration.start));
      }
    }
  });

  it('schedules classes at realistic Stockholm times (06:30–20:00, summer time applied)', () => {
    for (const a of all) {
      const { hour } = toStockholm(new Date(a.duration.start));
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThanOrEqual(20);
    }
  });

  it('starts everything in the future; only the one "too late" class at Haga is past bookableLatest', () => {
    expect(all.every((a) => ms(a.duration.start) > clock.now.getTime())).toBe(true);
    const tooLate = all.filter((a) => isTooLate(a, clock.now));
    expect(tooLate).toHaveLength(1);
    expect(tooLate[0]!.businessUnit.id).toBe(1);
    expect(toStockholm(new Date(tooLate[0]!.duration.start)).day).toBe(clock.today);
  });

  it('late in the evening still has one past-bookableLatest class, and nothing that has started', () => {
    const late = Object.values(groupActivitySets(evening)).flat();
    const past = late.filter((a) => ms(a.duration.start) <= evening.now.getTime());
    expect(late.filter((a) => isTooLate(a, evening.now))).toHaveLength(1);
    expect(past.every((a) => isTooLate(a, evening.now))).toBe(true);
  });

  it("after the last class of the day, the too-late class is tomorrow's first, not a started one", () => {
    const night = { today: clock.today, now: fromStockholm(clock.today, 23, 30) };
    const sets = Object.values(groupActivitySets(night)).flat();
    const tooLate = sets.filter((a) => isTooLate(a, night.now));
    expect(tooLate).toHaveLength(1);
    expect(ms(tooLate[0]!.duration.start)).toBeGreaterThan(night.now.getTime());
    expect(toStockholm(new Date(tooLate[0]!.duration.start)).day).toBe(addDays(clock.today, 1));
    expect(sets.every((a) => ms(a.duration.start) > night.now.getTime())).toBe(true);
  });

  it('has full classes with and without waiting list, and exactly one cancelled', () => {
    const full = all.filter((a) => a.slots.leftToBook === 0 && !a.cancelled);
    expect(full.some((a) => a.slots.hasWaitingList && (a.slots.inWaitingList ?? 0) > 0)).toBe(true);
    expect(full.some((a) => !a.slots.hasWaitingList)).toBe(true);
    expect(all.filter((a) => a.cancelled)).toHaveLength(1);
  });

  it('has consistent slots and the fields the GroupActivity schema requires', () => {
    for (const a of all) {
      expect(Object.keys(a)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'duration',
          'groupActivityProduct',
          'businessUnit',
          'instructors',
          'locations',
          'cancelled',
          'slots',
        ]),
      );
      const s = a.slots;
      expect(s.totalBookable + s.reservedForDropin).toBe(s.total);
      expect(s.leftToBook).toBeGreaterThanOrEqual(0);
      expect(s.leftToBook).toBeLessThanOrEqual(s.totalBookable);
      expect(s.leftToBookIncDropin).toBeGreaterThanOrEqual(s.leftToBook);
      expect(a.instructors.length).toBeGreaterThan(0);
      expect(a.locations.length).toBeGreaterThan(0);
    }
  });

  it('has unique integer ids that are the same on the next day (stable per class)', () => {
    const ids = all.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(Number.isInteger)).toBe(true);
    const tomorrow = {
      today: addDays(clock.today, 1),
      now: fromStockholm(addDays(clock.today, 1), 7, 0),
    };
    const a = sets.alvstranden.find((x) => x.duration.start.startsWith(addDays(clock.today, 3)))!;
    const again = groupActivitySets(tomorrow).alvstranden.find((x) => x.id === a.id);
    expect(again?.duration).toEqual(a.duration);
  });

  it('is deterministic', () => {
    expect(groupActivitySets(clock)).toEqual(sets);
  });
});

describe('workouts', () => {
  const workouts = workoutsFor(clock);

  it('has 2–4 workouts in each of the last ten weeks, none in the future, newest first', () => {
    const weeks = new Map<string, number>();
    for (const w of workouts) {
      const monday = mondayOf(toStockholm(new Date(w.timepoint)).day);
      weeks.set(monday, (weeks.get(monday) ?? 0) + 1);
      expect(ms(w.timepoint)).toBeLessThanOrEqual(clock.now.getTime());
      expect(w.timepoint).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const mondays = [...weeks.keys()].sort();
    expect(mondays[0]! >= addDays(mondayOf(clock.today), -63)).toBe(true);
    // The current week may be cut short by "now"; every earlier week is complete.
    expect(weeks.size).toBeGreaterThanOrEqual(9);
    for (const [monday, n] of weeks) {
      if (monday !== mondayOf(clock.today)) expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    expect(workouts.map((w) => w.timepoint)).toEqual(
      [...workouts.map((w) => w.timepoint)].sort().reverse(),
    );
  });

  it('is deterministic with unique ids', () => {
    expect(workoutsFor(clock)).toEqual(workouts);
    expect(new Set(workouts.map((w) => w.id)).size).toBe(workouts.length);
  });
});

describe('service suggestions', () => {
  const slots = serviceSuggestionsFor(clock);

  it('offers several 50-minute slots a day for 7 days, 09:00–18:00 Stockholm, all in the future', () => {
    const days = new Map<string, number>();
    for (const s of slots) {
      const start = toStockholm(new Date(s.duration.start));
      const end = toStockholm(new Date(s.duration.end));
      days.set(start.day, (days.get(start.day) ?? 0) + 1);
      expect(start.hour).toBeGreaterThanOrEqual(9);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(18 * 60);
      expect(ms(s.duration.end) - ms(s.duration.start)).toBe(TREATMENT_MINUTES * 60_000);
      expect(ms(s.duration.start)).toBeGreaterThan(clock.now.getTime());
      expect(s.price).toEqual({ amount: 69500, currency: 'SEK' });
      expect(s.availableSlots).toBe(s.selectableResources.length);
    }
    expect([...days.keys()].sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(clock.today, i)),
    );
    for (const n of days.values()) expect(n).toBeGreaterThanOrEqual(3);
    // More than one page of times (spec §9: 10 a page) on some day, for "show more".
    expect(Math.max(...days.values())).toBeGreaterThan(10);
  });

  it('is deterministic', () => {
    expect(serviceSuggestionsFor(clock)).toEqual(slots);
  });
});

describe('workout summaries', () => {
  it('cover this year and the two before, with totals that add up and nothing ahead of today', async () => {
    const { workoutSummariesFor } = await import('./data/workout-summary.ts');
    const summaries = workoutSummariesFor(
      { today: '2026-11-22', now: new Date('2026-11-22T10:00:00Z') },
      5,
    );
    expect(summaries.map((s) => s.year)).toEqual([2024, 2025, 2026]);
    for (const s of summaries) {
      const { year: _year, total, ...months } = s;
      expect(Object.values(months).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(summaries[2]).toMatchObject({ nov: 5, dec: 0 });
    expect(summaries[2]!.oct).toBeGreaterThan(0);
  });
});
