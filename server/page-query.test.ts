import { describe, expect, it } from 'vitest';
import { parseClassFilters } from '../src/features/classes/logic/class-filters';
import { parseScheduleFilters } from '../src/features/classes/logic/schedule-filters';
import { parseServiceSearch } from '../src/features/services/logic/service-search';
import { PAGE_QUERY_PARAMETERS, pageQuery } from './page-query';

const TODAY = '2026-03-25';

/**
 * The names a parser asks its URLSearchParams for; '*' when it reads them all (iterates or
 * serialises), which a table of names cannot describe.
 */
function namesRead(parse: (params: URLSearchParams) => unknown): string[] {
  const read = new Set<string>();
  const params = new URLSearchParams(
    'site=1&from=2026-03-26&day=2026-03-27&week=1&class=21&id=701&instructor=8801',
  );
  const spy = new Proxy(params, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['get', 'getAll', 'has'].includes(String(property))) read.add(String(args[0]));
        else read.add('*');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  parse(spy);
  return [...read].sort();
}

describe('PAGE_QUERY_PARAMETERS', () => {
  it.each([
    ['booking', (params: URLSearchParams) => parseClassFilters(params, TODAY)],
    ['schedule', parseScheduleFilters],
    ['bookingService', (params: URLSearchParams) => parseServiceSearch(params, TODAY)],
  ] as const)('names every parameter the %s page’s parser reads', (page, parse) => {
    const listed = PAGE_QUERY_PARAMETERS[page] ?? [];
    expect(namesRead(parse).filter((name) => !listed.includes(name))).toEqual([]);
  });
});

describe('pageQuery', () => {
  it('keeps the parameters a page reads, in one order, and drops the rest', () => {
    expect(pageQuery('/', '?bust=1')).toBe('');
    expect(pageQuery('/en/', '?utm_source=mail&fbclid=x')).toBe('');
    expect(pageQuery('/schema/', '?week=1&utm_source=mail&site=1&class=24&class=21')).toBe(
      '?class=24&class=21&site=1&week=1',
    );
    expect(pageQuery('/en/booking-service/', '?id=701&bust=2')).toBe('?id=701');
    expect(pageQuery('/logga-in/', '?returnTo=%2Fbooking%2F&x=1')).toBe('?returnTo=%2Fbooking%2F');
  });

  it("knows a page by either language's slug and in any case", () => {
    expect(pageQuery('/en/logga-in/', '?returnTo=%2F&x=1')).toBe('?returnTo=%2F');
    expect(pageQuery('/login/', '?returnTo=%2F&x=1')).toBe('?returnTo=%2F');
    expect(pageQuery('/SCHEMA/', '?site=1&x=1')).toBe('?site=1');
  });

  it('leaves pages it does not know, and the router’s data requests, to their whole query', () => {
    expect(pageQuery('/mina-sidor/overview/', '?x=1')).toBeNull();
    expect(pageQuery('/kassa/', '?orderid=1')).toBeNull();
    expect(pageQuery('/somewhere-new/', '?x=1')).toBeNull();
    expect(pageQuery('/booking.data', '?site=1&_routes=x')).toBeNull();
  });
});
