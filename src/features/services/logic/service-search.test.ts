import { describe, expect, it } from 'vitest';
import { parseServiceSearch, serviceSearchString } from './service-search';

const today = '2026-01-13';
const parse = (query: string) => parseServiceSearch(new URLSearchParams(query), today);

describe('parseServiceSearch', () => {
  it('reads the product, facility, range start and day', () => {
    expect(parse('id=701&site=4128&from=2026-01-15&day=2026-01-17')).toEqual({
      id: 701,
      site: 4128,
      from: '2026-01-15',
      day: '2026-01-17',
    });
  });

  it('defaults to today and no chosen day', () => {
    expect(parse('id=701')).toEqual({ id: 701, site: null, from: today, day: null });
  });

  it('falls back on invalid values instead of failing', () => {
    expect(parse('id=abc&site=-1&from=2026-02-30&day=x')).toEqual({
      id: null,
      site: null,
      from: today,
      day: null,
    });
    expect(parse('from=2026-01-01').from).toBe(today); // in the past
    expect(parse('from=2026-01-15&day=2026-01-22').day).toBeNull(); // outside the 7 days
    expect(parse('from=2026-01-15&day=2026-01-14').day).toBeNull(); // before the range
    expect(parse('from=2026-01-15&day=2026-01-21').day).toBe('2026-01-21');
  });

  it('round-trips, leaving the defaults out', () => {
    const state = parse('id=701&site=1&from=2026-01-15&day=2026-01-16');
    expect(serviceSearchString(state, today).toString()).toBe(
      'id=701&site=1&from=2026-01-15&day=2026-01-16',
    );
    expect(serviceSearchString(parse('id=701'), today).toString()).toBe('id=701');
  });

  it("keeps a chosen day that is the range's first, so the page does not choose another", () => {
    expect(serviceSearchString(parse(`id=701&day=${today}`), today).toString()).toBe(
      `id=701&day=${today}`,
    );
  });
});
