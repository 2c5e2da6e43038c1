import { inStockholm } from './dayjs';
import { stockholmDay } from './stockholm-days';

// What dayjs's own conversion says, for comparison.
const viaDayjs = (value: string | number | Date) => inStockholm(value).format('YYYY-MM-DD');

describe('stockholmDay', () => {
  it.each([
    '2026-03-25T22:59:59.999Z', // the last moment of 25 March in winter time
    '2026-03-25T23:00:00.000Z', // already 26 March
    '2026-03-28T23:00:00Z', // the night of the spring change
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-06-30T21:59:59Z', // summer time: the day turns at 22:00 UTC
    '2026-06-30T22:00:00Z',
    '2026-10-24T22:00:00Z', // the autumn change's night
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '2026-12-31T23:30:00.000Z', // new year in Stockholm, not yet in UTC
    '2026-07-01T00:30:00+02:00', // an offset of its own
    '2026-07-01T00:30:00+0100',
    '2026-01-15T08:00:00-05:00',
  ])('%s is the Stockholm day dayjs gives', (iso) => {
    expect(stockholmDay(iso)).toBe(viaDayjs(iso));
  });

  it('takes a number and a Date as the same instant', () => {
    const instant = Date.parse('2026-06-30T22:00:00Z');
    expect(stockholmDay(instant)).toBe('2026-07-01');
    expect(stockholmDay(new Date(instant))).toBe('2026-07-01');
  });

  it('leaves what names no instant to dayjs: a day, a local time, a year outside the rule', () => {
    expect(stockholmDay('2026-09-30')).toBe('2026-09-30');
    expect(stockholmDay('2026-09-30T23:30:00')).toBe(viaDayjs('2026-09-30T23:30:00'));
    expect(stockholmDay('1990-06-30T22:30:00Z')).toBe(viaDayjs('1990-06-30T22:30:00Z'));
    expect(stockholmDay('not a time')).toBe(viaDayjs('not a time'));
  });

  it('agrees with dayjs for every half hour of a year', () => {
    const start = Date.parse('2026-01-01T00:15:00Z');
    for (let step = 0; step < 2 * 24 * 365; step += 1) {
      const instant = start + step * 30 * 60_000;
      expect(stockholmDay(new Date(instant).toISOString())).toBe(viaDayjs(instant));
    }
  });
});
