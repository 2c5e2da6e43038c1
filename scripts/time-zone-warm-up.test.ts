import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_TIME_ZONE, WALL_CLOCK_PARTS } from '../src/lib/time-zone';
import { timeZoneWarmUpScript } from './time-zone-warm-up';

afterEach(() => vi.restoreAllMocks());

describe('the time-zone warm-up written into index.html', () => {
  it('creates the app’s own Stockholm formatter, later, in a timer of its own', () => {
    const created: unknown[][] = [];
    const RealFormat = Intl.DateTimeFormat;
    // A function, not an arrow: the script calls it with `new`.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof RealFormat>
    ) {
      created.push(args);
      return new RealFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const timers: (() => void)[] = [];
    const setTimer = (task: () => void) => timers.push(task);

    new Function('setTimeout', timeZoneWarmUpScript())(setTimer);
    expect(created).toEqual([]);
    timers.forEach((task) => task());
    expect(created).toEqual([['en-US', { timeZone: APP_TIME_ZONE, ...WALL_CLOCK_PARTS }]]);
  });

  it('does not throw where Intl cannot make the formatter', () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Invalid time zone specified');
    });
    const timers: (() => void)[] = [];
    new Function('setTimeout', timeZoneWarmUpScript())((task: () => void) => timers.push(task));
    expect(() => timers.forEach((task) => task())).not.toThrow();
  });
});
