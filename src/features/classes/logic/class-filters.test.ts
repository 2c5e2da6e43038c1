import { describe, expect, it } from 'vitest';
import { classFiltersToSearch, filterClasses, parseClassFilters } from './class-filters';

const today = '2026-03-26';

function klass(id: number, start: string, product: number, instructor: number) {
  return {
    id,
    duration: { start, end: new Date(Date.parse(start) + 45 * 60_000).toISOString() },
    groupActivityProduct: { id: product },
    instructors: [{ id: instructor }],
  };
}

describe('class filters in the URL', () => {
  it('reads site, start, day, instructors and classes; ?id= preselects a class', () => {
    const filters = parseClassFilters(
      new URLSearchParams(
        'site=3509&from=2026-03-28&day=2026-03-30&instructor=8801&instructor=8804&class=21&id=22',
      ),
      today,
    );
    expect(filters).toEqual({
      site: 3509,
      from: '2026-03-28',
      day: '2026-03-30',
      instructors: [8801, 8804],
      classes: [21, 22],
    });
  });

  it('falls back on bad input: no site, today, whole range, no filters', () => {
    const filters = parseClassFilters(
      new URLSearchParams('site=x&from=2026-02-30&day=2027-01-01&instructor=-1&class=abc'),
      today,
    );
    expect(filters).toEqual({ site: null, from: today, day: null, instructors: [], classes: [] });
    // A start in the past is today; a day outside the range is ignored.
    const past = parseClassFilters(new URLSearchParams('from=2026-03-01&day=2026-04-09'), today);
    expect(past.from).toBe(today);
    expect(past.day).toBeNull();
  });

  it('writes a canonical query string that reads back the same', () => {
    const filters = {
      site: 1,
      from: '2026-03-27',
      day: null,
      instructors: [8802],
      classes: [21, 24],
    };
    const search = classFiltersToSearch(filters, today);
    expect(search.toString()).toBe('site=1&from=2026-03-27&instructor=8802&class=21&class=24');
    expect(parseClassFilters(search, today)).toEqual(filters);
    expect(classFiltersToSearch({ ...filters, from: today }, today).has('from')).toBe(false);
  });
});

describe('filterClasses', () => {
  const classes = [
    klass(3, '2026-03-29T16:00:00.000Z', 22, 8802), // Sunday 18:00, after the DST change
    klass(1, '2026-03-26T06:00:00.000Z', 21, 8801),
    klass(2, '2026-03-28T23:30:00.000Z', 21, 8804), // 29 March 00:30 in Stockholm
    klass(4, '2026-04-09T06:00:00.000Z', 21, 8801), // after the 14-day range
  ];
  const base = { site: 1, from: today, day: null, instructors: [], classes: [] };

  it('keeps the range, sorted by start', () => {
    expect(filterClasses(classes, base).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('narrows to one Stockholm day', () => {
    expect(filterClasses(classes, { ...base, day: '2026-03-29' }).map((c) => c.id)).toEqual([2, 3]);
  });

  it('narrows by class type and by instructor (any of the chosen)', () => {
    expect(filterClasses(classes, { ...base, classes: [21] }).map((c) => c.id)).toEqual([1, 2]);
    expect(filterClasses(classes, { ...base, instructors: [8802, 8804] }).map((c) => c.id)).toEqual(
      [2, 3],
    );
    expect(filterClasses(classes, { ...base, classes: [22], instructors: [8801] })).toEqual([]);
  });
});

describe('filter options', () => {
  it('offers the classes of the facility and the instructors teaching there', async () => {
    const { classOptions, instructorOptions } = await import('./filter-options');
    const products = [
      { id: 24, name: 'Spinning 45', businessUnits: [{ id: 1 }] },
      { id: 22, name: 'Aquafit', businessUnits: [{ id: 1 }, { id: 3509 }] },
      { id: 28, name: 'Bodypump', businessUnits: [{ id: 4128 }] },
    ];
    expect(classOptions(products, 1).map((p) => p.id)).toEqual([24, 22]);
    const staff = [
      { id: 8802, name: 'Erik Nilsson', businessUnitIds: [1] },
      { id: 8801, name: 'Maria Johansson', businessUnitIds: [1, 3509] },
      { id: 8810, name: 'Lena Ström', businessUnitIds: [1] }, // a therapist: teaches no class
      { id: 8811, name: 'Karin Holm', businessUnitIds: [4128] },
    ];
    const schedule = [{ instructors: [{ id: 8801 }] }, { instructors: [{ id: 8802 }] }];
    expect(instructorOptions(staff, schedule, 1).map((r) => r.name)).toEqual([
      'Erik Nilsson',
      'Maria Johansson',
    ]); // the API's order; the drop-down sorts
    // Before the schedule has loaded: everyone at the facility.
    expect(instructorOptions(staff, undefined, 1)).toHaveLength(3);
  });
});
