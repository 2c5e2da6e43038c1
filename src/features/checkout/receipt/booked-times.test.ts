import { describe, expect, it } from 'vitest';
import { cartLines } from '../logic/totals';
import { lineBookedTimes } from './booked-times';
import { paidOrder } from './test-data';

describe('lineBookedTimes', () => {
  it('gives a booked treatment its time at the order facility, keyed like Mina sidor', () => {
    const order = paidOrder();
    const [line] = cartLines(order);
    expect(lineBookedTimes(line!, order)).toEqual([
      {
        id: 'service-701-20260115T150000Z',
        start: '2026-01-15T15:00:00.000Z',
        end: '2026-01-15T15:50:00.000Z',
        summary: 'Massage 50 min',
        location: 'Haga',
      },
    ]);
  });

  it('gives a paid class its time, and a line without a time nothing', () => {
    const order = paidOrder({
      serviceItems: [],
      groupActivityItems: [
        {
          id: 5,
          product: { id: 320, name: 'Spinning 45' },
          price: { amount: 12000, currency: 'SEK' },
          quantity: 1,
          duration: { start: '2026-07-15T16:00:00.000Z', end: '2026-07-15T16:45:00.000Z' },
        },
        {
          id: 6,
          product: { id: 321, name: 'Yoga' },
          price: { amount: 0, currency: 'SEK' },
          quantity: 1,
        },
      ],
      valueCardItems: [
        {
          id: 7,
          product: { id: 9, name: 'Klippkort' },
          price: { amount: 0, currency: 'SEK' },
          quantity: 1,
        },
      ],
    });
    const times = cartLines(order).map((line) => lineBookedTimes(line, order));
    expect(times[0]).toEqual([
      expect.objectContaining({
        id: 'group-activity-product-320-20260715T160000Z',
        summary: 'Spinning 45',
      }),
    ]);
    expect(times.slice(1)).toEqual([[], []]);
  });
});
