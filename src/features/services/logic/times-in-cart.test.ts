import { describe, expect, it } from 'vitest';
import type { Order, OrderServiceItem } from '@generated/booking/model';
import { timesInCart } from './times-in-cart';

const MASSAGE = 701;
const HAGA = 1;

const line = (product: number, start: string): OrderServiceItem => ({
  id: Date.parse(start) / 1000 + product,
  product: { id: product, name: `product ${product}` },
  price: { amount: 69500, currency: 'SEK' },
  quantity: 1,
  duration: { start, end: start },
});

const order = (site: number, serviceItems: OrderServiceItem[]) =>
  ({ businessUnit: { id: site, name: 'Haga' }, serviceItems }) as unknown as Order;

describe('timesInCart', () => {
  it("holds the product's times of the order, as instants whatever their spelling", () => {
    const cart = order(HAGA, [
      line(MASSAGE, '2026-03-26T09:00:00.000Z'),
      line(MASSAGE, '2026-03-26T11:00:00+01:00'),
      line(702, '2026-03-26T12:00:00.000Z'),
    ]);
    expect([...timesInCart(cart, MASSAGE, HAGA)]).toEqual([
      Date.parse('2026-03-26T09:00:00Z'),
      Date.parse('2026-03-26T10:00:00Z'),
    ]);
  });

  it("is empty for another facility's order, no order, or no product yet", () => {
    const cart = order(HAGA, [line(MASSAGE, '2026-03-26T09:00:00.000Z')]);
    expect(timesInCart(cart, MASSAGE, 4128).size).toBe(0);
    expect(timesInCart(undefined, MASSAGE, HAGA).size).toBe(0);
    expect(timesInCart(cart, undefined, HAGA).size).toBe(0);
  });
});
